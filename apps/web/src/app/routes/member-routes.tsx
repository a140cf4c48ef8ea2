import type { RouteObject } from 'react-router';
import { RouteError } from '../../components/route-error';
import { paths } from '../../config/paths';
import { lazyRoute } from '../lazy-with-retry';

const errorElement = <RouteError />;

/** The member's own corner reached from 我的 and 设置: profile, avatar, device facts, float ball, notices, help. */
export function memberRoutes(): RouteObject[] {
  return [
    {
      path: paths.changePersonInfo.path,
      element: lazyRoute(() => import('./profile/change-person-info')),
      errorElement,
    },
    { path: paths.headImages.path, element: lazyRoute(() => import('./profile/head-images')), errorElement },
    {
      path: paths.machineInfo.path,
      element: lazyRoute(() => import('./profile/machine-info')),
      errorElement,
    },
    { path: paths.floatBall.path, element: lazyRoute(() => import('./setting/float-ball')), errorElement },
    {
      path: paths.noticeCenter.path,
      element: lazyRoute(() => import('./notice/notice-center')),
      errorElement,
    },
    { path: paths.helpCenter.path, element: lazyRoute(() => import('./help/help-center')), errorElement },
  ];
}
