import { Navigate, type RouteObject } from 'react-router';
import { RouteError } from '../../components/route-error';
import { paths } from '../../config/paths';
import { lazyRoute } from '../lazy-with-retry';

const errorElement = <RouteError />;

/** Invite friends and the agent area show their own texts and the login prompt's. */
const promotionRoute = (loader: Parameters<typeof lazyRoute>[0]) => lazyRoute(loader, ['promotion', 'popup']);

/** /promotionFriends/* and /promotion/* (issue 22), each lazy. */
export function promotionRoutes(): RouteObject[] {
  return [
    {
      path: paths.promotionFriends.path,
      element: <Navigate to={paths.promotionFriendsPromote.href()} replace />,
    },
    {
      path: paths.promotionFriendsPromote.path,
      element: promotionRoute(() => import('./promotion/promote')),
      errorElement,
    },
    {
      path: paths.promotionFriendsList.path,
      element: promotionRoute(() => import('./promotion/friends-list')),
      errorElement,
    },
    {
      path: paths.promotionWelcome.path,
      element: promotionRoute(() => import('./promotion/welcome')),
      errorElement,
    },
    { path: paths.promotion.path, element: <Navigate to={paths.promotionIndex.href()} replace /> },
    {
      path: paths.promotionIndex.path,
      element: promotionRoute(() => import('./promotion/agent-home')),
      errorElement,
    },
    {
      path: paths.promotionMember.path,
      element: promotionRoute(() => import('./promotion/agent-members')),
      errorElement,
    },
  ];
}
