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
    chat: {
      title: 'Live support',
      entryHint: 'Chat with support in the app, text and pictures',
      open: 'Open chat',
      unread: '{{count}} unread messages',
      placeholder: 'Type a message',
      send: 'Send',
      sendImage: 'Send a picture',
      empty: 'No messages yet. Write to support.',
      loadOlder: 'Load earlier messages',
      service: 'Support',
      me: 'Me',
      image: 'Chat picture',
      imageInvalid: 'Only JPG, PNG and WEBP pictures',
      imageTooLarge: 'Picture too large (5 MB at most)',
      sending: 'Sending…',
      messages: 'Messages',
      externalTitle: 'External support link',
    },
  },
};
