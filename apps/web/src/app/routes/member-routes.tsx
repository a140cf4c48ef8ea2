import type { RouteObject } from 'react-router';
import { RouteError } from '../../components/route-error';
import { paths } from '../../config/paths';
import { loadMeTexts, loadPopupTexts } from '../../i18n';
import { type lazyRoute, lazyRouteWith } from '../lazy-with-retry';

const errorElement = <RouteError />;

/** A 我的 screen renders once its chunk and the 我的 texts (and the login prompt's) are in. */
const meTexts = () => Promise.all([loadMeTexts(), loadPopupTexts()]).then(() => undefined);
const meRoute = (loader: Parameters<typeof lazyRoute>[0]) => lazyRouteWith(meTexts, loader);

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
      element: meRoute(() => import('./notice/notice-center')),
      errorElement,
    },
    { path: paths.helpCenter.path, element: meRoute(() => import('./help/help-center')), errorElement },
  ];
}
