import { parseWireInt } from '@qilin/contract';
import type { SbinRegistry } from '../../transport/sbin-registry';
import type { GameService } from './game.service';
import type { RecentGamesService } from './recent-games.service';

/** /sbin jobs of the game module: the same service as the REST routes, in the legacy reply root. */
export function registerGameJobs(
  registry: SbinRegistry,
  games: GameService,
  recent?: RecentGamesService,
): void {
  registry.register('game_class', {
    auth: false,
    handle: async ({ type }) => ({
      code: '1',
      message: 'success',
      result: [await games.classList(parseWireInt(type) as 1 | 2 | 3)],
    }),
  });
  registry.register('game_info', {
    auth: true,
    handle: async (p, ctx) => {
      const code = String(p.gid ?? p.game ?? p.id);
      const info = await games.gameInfo(code, p.gid === undefined ? '' : String(p.id));
      // The legacy client asks game info as it enters a game: that entry feeds "recent game".
      await recent?.enter(ctx.request.memberId(), code, p.gid === undefined ? '' : String(p.id));
      return { code: '1', message: 'success', result: [info] };
    },
  });
}
