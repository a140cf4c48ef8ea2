import type { RouteObject } from 'react-router';
import { RouteError } from '../../components/route-error';
import { paths } from '../../config/paths';
import { lazyRoute } from '../lazy-with-retry';

const errorElement = <RouteError />;

/** Wallet, recharge, withdraw, security, venues and account details (issue 5), each lazy. */
export function moneyRoutes(): RouteObject[] {
  return [
    { path: paths.account.path, element: lazyRoute(() => import('./wallet/account')), errorElement },
    { path: paths.recharge.path, element: lazyRoute(() => import('./recharge/recharge')), errorElement },
    {
      path: paths.rechargeSuccess.path,
      element: lazyRoute(() => import('./recharge/recharge-success')),
      errorElement,
    },
    {
      path: paths.rechargeFail.path,
      element: lazyRoute(() => import('./recharge/recharge-fail')),
      errorElement,
    },
    { path: paths.withdraw.path, element: lazyRoute(() => import('./withdraw/withdraw')), errorElement },
    {
      path: paths.withdrawList.path,
      element: lazyRoute(() => import('./withdraw/withdraw-list')),
      errorElement,
    },
    {
      path: paths.withdrawAccount.path,
      element: lazyRoute(() => import('./withdraw/withdraw-account')),
      errorElement,
    },
    { path: paths.safeCenter.path, element: lazyRoute(() => import('./security/safe-center')), errorElement },
    {
      path: paths.venuesTransfer.path,
      element: lazyRoute(() => import('./venue/venues-transfer')),
      errorElement,
    },
    {
      path: paths.accountDetails.path,
      element: lazyRoute(() => import('./account-details/account-details')),
      errorElement,
    },
    {
      path: paths.giftRecord.path,
      element: lazyRoute(() => import('./account-details/gift-record')),
      errorElement,
    },
  ];
}
