import { SupportMessages } from '@qilin/contract/support-chat-client';

/**
 * The customer-service screen's texts (/home/online, /mixDeskPage). Their routes load them
 * (`loadTexts('service')`); `online.*` (tab and title) are core texts.
 */
export const serviceZh = {
  service: {
    chatHint: '7×24小时在线，随时为您服务',
    listTitle: '客服列表',
    /** Spec §3 kefu type 1..3. */
    type: { '1': '在线客服', '2': '微信', '3': 'QQ' },
    chatAccount: '在线咨询',
    open: '立即咨询',
    copy: '复制',
    copyLabel: '复制{{type}}账号 {{account}}',
    /** The in-app chat (/support/28, /support/super); the texts the console shares come from the contract. */
    chat: {
      title: SupportMessages.title,
      entryHint: '在应用内与客服对话，图片与文字均可',
      open: '进入对话',
      unread: '{{count}} 条未读消息',
      placeholder: SupportMessages.placeholder,
      send: SupportMessages.send,
      sendImage: SupportMessages.sendImage,
      empty: SupportMessages.empty,
      loadOlder: SupportMessages.loadOlder,
      service: SupportMessages.service,
      me: SupportMessages.me,
      image: '聊天图片',
      imageInvalid: SupportMessages.imageInvalid,
      imageTooLarge: SupportMessages.imageTooLarge,
      sending: '发送中…',
      messages: '聊天记录',
      externalTitle: SupportMessages.externalLink,
    },
  },
};
