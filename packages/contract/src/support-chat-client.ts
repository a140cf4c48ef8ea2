/**
 * In-app customer service: a member ↔ service chat (spec §7 customer: initiation, send_msg, send_img;
 * §2 /support/28, /support/super). Zod-free (subpath `@qilin/contract/support-chat-client`) so the web
 * client reads it without loading zod; the schemas are in support-chat.ts.
 *
 * Member (token):
 * - `POST /api/customer/initiation` `{}` → the member's open conversation (opened when none is) and its
 *   latest messages, oldest first.
 * - `POST /api/customer/send_msg` `{content}` → the stored message (the conversation opens if needed).
 * - `POST /api/customer/send_img` multipart, one file field → the stored image message.
 * - `GET /api/customer/messages?after_id|before_id&limit` → older (before_id) or newer (after_id) pages.
 * - `POST /api/customer/read` `{upToId}` → marks the service's messages up to it read.
 * - `GET /api/customer/unread` → `{unread}`: the service's messages the member has not read (the badge).
 * - `GET /api/customer/image/:key` → the re-encoded image (the key is an unguessable capability).
 */
export const supportChatPaths = {
  initiation: '/api/customer/initiation',
  sendMsg: '/api/customer/send_msg',
  sendImg: '/api/customer/send_img',
  messages: '/api/customer/messages',
  read: '/api/customer/read',
  unread: '/api/customer/unread',
  image: '/api/customer/image',
} as const;

/** The image a message carries is fetched from here (member and console alike). */
export function supportImagePath(key: string): string {
  return `${supportChatPaths.image}/${encodeURIComponent(key)}`;
}

/** Uploads are refused above this many bytes (the client compresses well below it first). */
export const SUPPORT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const SUPPORT_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The client scales a photo to fit this box before sending; the server scales to the same box. */
export const SUPPORT_IMAGE_MAX_EDGE = 1600;
/** Longest text message, in characters. */
export const SUPPORT_TEXT_MAX = 1000;

export const SupportSender = { member: 'member', operator: 'operator', system: 'system' } as const;
export type SupportSenderId = (typeof SupportSender)[keyof typeof SupportSender];
export type SupportMessageKind = 'text' | 'image';
export type SupportConversationStatus = 'open' | 'closed';

/** One chat message. `image` is set on image messages: where to fetch it and its size. */
export type SupportMessage = {
  id: number;
  conversationId: number;
  sender: SupportSenderId;
  kind: SupportMessageKind;
  content: string;
  image: { url: string; width: number; height: number } | null;
  /** ISO time. */
  createdAt: string;
};

export type SupportConversationView = {
  id: number;
  status: SupportConversationStatus;
  /** The service's messages the member has not read. */
  unread: number;
};

/** `initiation`: the open conversation and its latest messages, oldest first. */
export type SupportInitiationResult = {
  conversation: SupportConversationView;
  messages: SupportMessage[];
};
export type SupportMessagesResult = { messages: SupportMessage[] };
export type SupportUnreadResult = { unread: number };

/** The console's queue row. `unread`: the member's messages the service has not read. */
export type SupportQueueRow = {
  id: number;
  memberId: number;
  username: string;
  nickname: string;
  status: SupportConversationStatus;
  operatorId: number | null;
  unread: number;
  lastMessageAt: string;
  lastPreview: string;
  createdAt: string;
  closedAt: string | null;
};

export type SupportCannedReply = { id: number; title: string; content: string; sort: number };

/** The support chat's texts, shared by the server's refusals, the member's screen and the console. */
export const SupportMessages = {
  title: '在线客服',
  imageInvalid: '仅支持 JPG、PNG、WEBP 图片',
  imageTooLarge: '图片过大，请选择 5MB 以内的图片',
  imageTooManyPixels: '图片尺寸过大，请选择较小的图片',
  imageMissing: '请选择要发送的图片',
  conversationNotFound: '会话不存在',
  conversationClosed: '会话已结束',
  assignedElsewhere: '该会话已由其他客服接待',
  operatorOnly: '请以客服账号登录后操作',
  cannedNotFound: '快捷回复不存在',
  sendTooFast: '发送太频繁，请稍后再试',
  /** The system line a member sees when the service closes the conversation. */
  closedNotice: '本次会话已结束，如需帮助请再次发送消息',
  welcome: '您好，请问有什么可以帮您？',
  placeholder: '请输入消息',
  send: '发送',
  sendImage: '发送图片',
  imagePreview: '[图片]',
  empty: '暂无消息，发送消息联系客服',
  loadOlder: '加载更早的消息',
  externalLink: '外部客服链接',
  service: '客服',
  me: '我',
} as const;
