import type { RouteObject } from 'react-router';
import { RouteError } from '../../components/route-error';
import { paths } from '../../config/paths';
import { lazyRoute } from '../lazy-with-retry';
import { TrialGate } from '../trial-layer';

const errorElement = <RouteError />;

/** A money screen renders once its chunk and the money texts are both in. */
const moneyRoute = (loader: Parameters<typeof lazyRoute>[0]) => lazyRoute(loader, ['money']);

/** Real money only: a 试玩 trial sees why not instead (its wallet and history screens stay open). */
function realMoneyRoute(loader: Parameters<typeof lazyRoute>[0]) {
  return <TrialGate>{moneyRoute(loader)}</TrialGate>;
}

/** VIP and offers read their own texts; real money only (a trial has no gifts). */
const vipRoute = (loader: Parameters<typeof lazyRoute>[0]) => (
  <TrialGate>{lazyRoute(loader, ['vip', 'money'])}</TrialGate>
);

/** Wallet, recharge, withdraw, security, venues and account details (issue 5), VIP and offers (issue 21), each lazy. */
export function moneyRoutes(): RouteObject[] {
  return [
    { path: paths.vip.path, element: vipRoute(() => import('./vip/vip-home')), errorElement },
    { path: paths.vipDetail.path, element: vipRoute(() => import('./vip/vip-detail')), errorElement },
    { path: paths.vipGift.path, element: vipRoute(() => import('./vip/vip-gift')), errorElement },
    {
      path: paths.preferentialCenter.path,
      element: vipRoute(() => import('./vip/preferential-center')),
      errorElement,
    },
    { path: paths.account.path, element: moneyRoute(() => import('./wallet/account')), errorElement },
    { path: paths.recharge.path, element: realMoneyRoute(() => import('./recharge/recharge')), errorElement },
    {
      path: paths.rechargeSuccess.path,
      element: realMoneyRoute(() => import('./recharge/recharge-success')),
      errorElement,
    },
    {
      path: paths.rechargeFail.path,
      element: realMoneyRoute(() => import('./recharge/recharge-fail')),
      errorElement,
    },
    { path: paths.withdraw.path, element: realMoneyRoute(() => import('./withdraw/withdraw')), errorElement },
    {
      path: paths.withdrawList.path,
      element: realMoneyRoute(() => import('./withdraw/withdraw-list')),
      errorElement,
    },
    {
      path: paths.withdrawAccount.path,
      element: realMoneyRoute(() => import('./withdraw/withdraw-account')),
      errorElement,
    },
    {
      path: paths.safeCenter.path,
      element: realMoneyRoute(() => import('./security/safe-center')),
      errorElement,
    },
    {
      path: paths.venuesTransfer.path,
      element: realMoneyRoute(() => import('./venue/venues-transfer')),
      errorElement,
    },
    {
      path: paths.accountDetails.path,
      element: moneyRoute(() => import('./account-details/account-details')),
      errorElement,
    },
    {
      path: paths.giftRecord.path,
      element: realMoneyRoute(() => import('./account-details/gift-record')),
      errorElement,
    },
  ];
}
