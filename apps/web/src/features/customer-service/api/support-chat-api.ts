import {
  type SupportInitiationResult,
  type SupportMessage,
  type SupportMessagesResult,
  type SupportUnreadResult,
  supportChatPaths,
} from '@qilin/contract/support-chat-client';
import { api } from '../../../lib/api-client';

/** Spec §7 customer/initiation: the open conversation (opened if none) and its latest messages. */
export function initiateSupport(): Promise<SupportInitiationResult> {
  return api.post<SupportInitiationResult>(supportChatPaths.initiation, {});
}

/** Spec §7 customer/send_msg. */
export function sendSupportText(content: string): Promise<SupportMessage> {
  return api.post<SupportMessage>(supportChatPaths.sendMsg, { content });
}

/** Spec §7 customer/send_img: one file, multipart. */
export function sendSupportImage(image: Blob, name: string): Promise<SupportMessage> {
  const form = new FormData();
  form.append('file', image, name);
  return api.upload<SupportMessage>(supportChatPaths.sendImg, form);
}

export async function olderSupportMessages(beforeId: number, limit: number): Promise<SupportMessage[]> {
  const result = await api.get<SupportMessagesResult>(supportChatPaths.messages, {
    query: { before_id: beforeId, limit },
  });
  return result.messages;
}

export async function readSupport(upToId: number): Promise<number> {
  return (await api.post<SupportUnreadResult>(supportChatPaths.read, { upToId }, { silent: true })).unread;
}

export async function supportUnread(): Promise<number> {
  return (await api.get<SupportUnreadResult>(supportChatPaths.unread, { silent: true })).unread;
}

/** A message's picture as an object URL (signed like every call, so it loads in defense mode too). */
export async function supportImageUrl(path: string): Promise<string> {
  return URL.createObjectURL(await api.blob(path));
}
