import type { SbinRegistry } from '../../transport/sbin-registry';
import type { GameService } from './game.service';

/** /sbin jobs of the game module: the same service as the REST routes, in the legacy reply root. */
export function registerGameJobs(registry: SbinRegistry, games: GameService): void {
  registry.register('game_class', {
    auth: false,
    handle: async ({ type }) => ({
      code: '1',
      message: 'success',
      result: [await games.classList(Number(type) as 1 | 2 | 3)],
    }),
  });
  registry.register('game_info', {
    auth: true,
    handle: async (p) => ({
      code: '1',
      message: 'success',
      result: [await games.gameInfo(String(p.gid ?? p.game ?? p.id))],
    }),
  });
}
