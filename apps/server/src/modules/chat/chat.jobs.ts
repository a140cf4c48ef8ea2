import type { SbinRegistry } from '../../transport/sbin-registry';
import type { ChatService } from './chat.service';

/** Spec §7 `room` and `new_room` (id = the game): the game's chat rooms, the same rows for both layouts. */
export function registerChatJobs(registry: SbinRegistry, chat: ChatService): void {
  for (const jkid of ['room', 'new_room'] as const) {
    registry.register(jkid, {
      auth: true,
      handle: async (p, ctx) => ({
        code: '1',
        message: 'success',
        result: await chat.rooms(p.id, ctx.request.memberId()),
      }),
    });
  }
}
