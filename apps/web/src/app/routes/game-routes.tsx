import type { RouteObject } from 'react-router';
import { RouteError } from '../../components/route-error';
import { paths } from '../../config/paths';
import { lazyRoute } from '../lazy-with-retry';

const errorElement = <RouteError />;

/** A game screen shows the game texts and the fairness panel's (results, beacon tags, chain watch). */
const gameRoute = (loader: Parameters<typeof lazyRoute>[0]) => lazyRoute(loader, ['game', 'fair']);

/** Game room, lottery play, trend and the bet / chase records (issue 4), each lazy. */
export function gameRoutes(): RouteObject[] {
  return [
    { path: paths.gameRoom.path, element: gameRoute(() => import('./game/game-room')), errorElement },
    { path: paths.lotteryTrend.path, element: gameRoute(() => import('./game/lottery-trend')), errorElement },
    { path: paths.lottery.path, element: gameRoute(() => import('./game/lottery')), errorElement },
    {
      path: paths.redPacket.path,
      element: lazyRoute(() => import('./game/red-packet'), ['game', 'fair', 'red-packet']),
      errorElement,
    },
    {
      path: paths.championMatch.path,
      element: gameRoute(() => import('./game/champion-match')),
      errorElement,
    },
    { path: paths.guest.path, element: gameRoute(() => import('./guest/guest')), errorElement },
    { path: paths.betRecord.path, element: gameRoute(() => import('./records/bet-record')), errorElement },
    {
      path: paths.runNumberRecord.path,
      element: gameRoute(() => import('./records/run-number-record')),
      errorElement,
    },
  ];
}
