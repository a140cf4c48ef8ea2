import { type ChatMessage, ChatMessages, type ChatSharedBet } from '@qilin/contract';
import type { ChatMessageRow } from './chat.tables';

type StoredExt = { bet?: ChatSharedBet; uploadId?: string };

/** A stored message as the room sees it; a withdrawn one keeps its place and says 该消息已被撤回. */
export function presentMessage(row: ChatMessageRow): ChatMessage {
  const ext = (row.ext ?? {}) as StoredExt;
  const recalled = row.recalled_at !== null;
  return {
    id: Number(row.id),
    gid: row.game_code,
    roomId: row.room_id,
    name: row.name,
    avatar: row.avatar,
    content: recalled ? ChatMessages.recalled : row.content,
    type: row.kind as ChatMessage['type'],
    time: new Date(row.created_at).getTime(),
    ext: {
      isRobot: row.sender === 'robot',
      issue: row.issue,
      official: row.sender === 'staff',
      recalled,
      bet: recalled ? null : (ext.bet ?? null),
      uploadId: recalled ? null : (ext.uploadId ?? null),
    },
  };
}
