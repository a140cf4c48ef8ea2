import type { DeepStrings } from './deep-strings';
import type { serviceZh } from './service.zh-CN';

export const serviceEn: DeepStrings<typeof serviceZh> = {
  service: {
    chatHint: 'Online 24/7, always here to help',
    listTitle: 'Support contacts',
    type: { '1': 'Live chat', '2': 'WeChat', '3': 'QQ' },
    chatAccount: 'Chat online',
    open: 'Chat now',
    copy: 'Copy',
    copyLabel: 'Copy {{type}} account {{account}}',
  },
};
