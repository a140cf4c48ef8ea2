import { CHAT_RETENTION_DAYS } from './chat.rules';
import type { ChatService } from './chat.service';

/** How often the prune pass runs at most (it rides the draw scheduler's ticks). */
export const CHAT_PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * The age prune as a draw-scheduler sweeper: the scheduler runs sweepers on the one process holding its
 * lease, every tick; this one acts at most hourly and deletes messages older than CHAT_RETENTION_DAYS.
 */
export function chatPruneSweeper(chat: ChatService, now: () => Date): () => Promise<number> {
  let lastRun = Number.NEGATIVE_INFINITY;
  return async () => {
    const at = now().getTime();
    if (at - lastRun < CHAT_PRUNE_EVERY_MS) return 0;
    lastRun = at;
    return chat.prune(new Date(at - CHAT_RETENTION_DAYS * 24 * 60 * 60 * 1000));
  };
}
