import { Navigate, type RouteObject } from 'react-router';
import { RouteError } from '../components/route-error';
import { paths } from '../config/paths';
import { lazyRoute } from './lazy-with-retry';
import { gameRoutes } from './routes/game-routes';
import { HomeLayout } from './routes/home/home-layout';
import { memberRoutes } from './routes/member-routes';
import { moneyRoutes } from './routes/money-routes';
import { promotionRoutes } from './routes/promotion-routes';

const errorElement = <RouteError />;

/** Every route of this issue; paths come from config/paths. Each screen is lazy with its own boundary. */
export const routes: RouteObject[] = [
  { path: paths.root.path, element: <Navigate to={paths.nav.href()} replace /> },
  { path: paths.nav.path, element: lazyRoute(() => import('./routes/nav/nav')), errorElement },
  { path: paths.navpg.path, element: lazyRoute(() => import('./routes/nav/navpg')), errorElement },
  {
    path: paths.login.path,
    element: lazyRoute(() => import('./routes/auth/login'), ['corner']),
    errorElement,
  },
  {
    path: paths.register.path,
    element: lazyRoute(() => import('./routes/auth/login'), ['corner']),
    errorElement,
  },
  {
    path: paths.home.path,
    element: <HomeLayout />,
    errorElement,
    children: [
      { index: true, element: <Navigate to={paths.hall.href()} replace /> },
      { path: paths.hall.path, element: lazyRoute(() => import('./routes/home/hall')), errorElement },
      { path: paths.activity.path, element: lazyRoute(() => import('./routes/home/activity')), errorElement },
      {
        path: paths.online.path,
        element: lazyRoute(() => import('./routes/home/online'), ['service']),
        errorElement,
      },
      {
        path: paths.personCenter.path,
        element: lazyRoute(() => import('./routes/home/person-center'), ['me']),
        errorElement,
      },
    ],
  },
  {
    path: paths.setting.path,
    element: lazyRoute(() => import('./routes/setting/setting'), ['me']),
    errorElement,
  },
  {
    path: paths.about.path,
    element: lazyRoute(() => import('./routes/about/about'), ['corner']),
    errorElement,
  },
  { path: paths.forbidden.path, element: lazyRoute(() => import('./routes/misc/forbidden')), errorElement },
  {
    path: paths.mixDeskPage.path,
    element: lazyRoute(() => import('./routes/misc/mix-desk-page'), ['service']),
    errorElement,
  },
  // Spec §2 /support/28 and /support/super: the in-app chat with the service.
  {
    path: paths.support28.path,
    element: lazyRoute(() => import('./routes/support/support-chat'), ['service', 'me', 'popup']),
    errorElement,
  },
  {
    path: paths.supportSuper.path,
    element: lazyRoute(() => import('./routes/support/support-chat'), ['service', 'me', 'popup']),
    errorElement,
  },
  {
    path: paths.fairness.path,
    element: lazyRoute(() => import('./routes/fairness/fairness'), ['fair', 'fairness']),
    errorElement,
  },
  {
    path: paths.fairnessGame.path,
    element: lazyRoute(() => import('./routes/fairness/fairness'), ['fair', 'fairness']),
    errorElement,
  },
  // Account and money (issue 5).
  ...moneyRoutes(),
  // The member's own corner (issue 15).
  ...memberRoutes(),
  ...promotionRoutes(),
  // Games, bets and chases (issue 4).
  ...gameRoutes(),
  { path: paths.notFound.path, element: lazyRoute(() => import('./routes/misc/not-found')), errorElement },
];
