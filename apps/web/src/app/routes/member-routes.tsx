import type { RouteObject } from 'react-router';
import { RouteError } from '../../components/route-error';
import { paths } from '../../config/paths';
import { lazyRoute } from '../lazy-with-retry';

const errorElement = <RouteError />;

/** A 我的 screen shows the 我的 texts and the login prompt's; the notice and help centers their own. */
const meRoute = (loader: Parameters<typeof lazyRoute>[0]) => lazyRoute(loader, ['me', 'popup']);
const protectionRoute = (loader: Parameters<typeof lazyRoute>[0]) =>
  lazyRoute(loader, ['me', 'popup', 'protection']);
const cornerRoute = (loader: Parameters<typeof lazyRoute>[0]) => lazyRoute(loader, ['me', 'popup', 'corner']);

/** The member's own corner reached from 我的 and 设置: profile, avatar, device facts, float ball, notices, help. */
export function memberRoutes(): RouteObject[] {
  return [
    {
      path: paths.changePersonInfo.path,
      element: meRoute(() => import('./profile/change-person-info')),
      errorElement,
    },
    { path: paths.headImages.path, element: meRoute(() => import('./profile/head-images')), errorElement },
    {
      path: paths.machineInfo.path,
      element: meRoute(() => import('./profile/machine-info')),
      errorElement,
    },
    { path: paths.floatBall.path, element: meRoute(() => import('./setting/float-ball')), errorElement },
    {
      path: paths.noticeCenter.path,
      element: cornerRoute(() => import('./notice/notice-center')),
      errorElement,
    },
    { path: paths.helpCenter.path, element: cornerRoute(() => import('./help/help-center')), errorElement },
    // 理性投注 (issue 19).
    {
      path: paths.protection.path,
      element: protectionRoute(() => import('./protection/centre')),
      errorElement,
    },
    {
      path: paths.protectionLimits.path,
      element: protectionRoute(() => import('./protection/limits')),
      errorElement,
    },
    {
      path: paths.protectionBreaks.path,
      element: protectionRoute(() => import('./protection/breaks')),
      errorElement,
    },
    {
      path: paths.protectionStatement.path,
      element: protectionRoute(() => import('./protection/statement')),
      errorElement,
    },
  ];
}
