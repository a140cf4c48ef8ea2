import type { RouteObject } from 'react-router';
import { RouteError } from '../../components/route-error';
import { paths } from '../../config/paths';
import { loadGameTexts } from '../../i18n';
import { type lazyRoute, lazyRouteWith } from '../lazy-with-retry';

const errorElement = <RouteError />;

/** A game screen renders once its chunk and the game texts are both in. */
const gameRoute = (loader: Parameters<typeof lazyRoute>[0]) => lazyRouteWith(loadGameTexts, loader);

/** Game room, lottery play, trend and the bet / chase records (issue 4), each lazy. */
export function gameRoutes(): RouteObject[] {
  return [
    { path: paths.gameRoom.path, element: gameRoute(() => import('./game/game-room')), errorElement },
    { path: paths.lotteryTrend.path, element: gameRoute(() => import('./game/lottery-trend')), errorElement },
    { path: paths.lottery.path, element: gameRoute(() => import('./game/lottery')), errorElement },
    { path: paths.redPacket.path, element: gameRoute(() => import('./game/red-packet')), errorElement },
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
