import type { serviceZh } from './zh-cn-service';

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

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
