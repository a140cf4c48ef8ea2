import type { RouteObject } from 'react-router';
import { RouteError } from '../../components/route-error';
import { paths } from '../../config/paths';
import { lazyRoute } from '../lazy-with-retry';

const errorElement = <RouteError />;

/** Game room, lottery play, trend and the bet / chase records (issue 4), each lazy. */
export function gameRoutes(): RouteObject[] {
  return [
    { path: paths.gameRoom.path, element: lazyRoute(() => import('./game/game-room')), errorElement },
    { path: paths.lotteryTrend.path, element: lazyRoute(() => import('./game/lottery-trend')), errorElement },
    { path: paths.lottery.path, element: lazyRoute(() => import('./game/lottery')), errorElement },
    { path: paths.redPacket.path, element: lazyRoute(() => import('./game/red-packet')), errorElement },
    {
      path: paths.championMatch.path,
      element: lazyRoute(() => import('./game/champion-match')),
      errorElement,
    },
    { path: paths.guest.path, element: lazyRoute(() => import('./guest/guest')), errorElement },
    { path: paths.betRecord.path, element: lazyRoute(() => import('./records/bet-record')), errorElement },
    {
      path: paths.runNumberRecord.path,
      element: lazyRoute(() => import('./records/run-number-record')),
      errorElement,
    },
  ];
}
