import { Button, Tabs } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { requireLogin } from '../../../components/guest-gate';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import {
  AmountBar,
  BetSlip,
  type CartLine,
  CartList,
  cartItems,
  confirmLines,
  confirmTotal,
  type LastSlip,
  MyBetsPanel,
  NormPlayPanel,
  OddsGrid,
  slipItems,
  slipReturn,
  slipTotalFen,
  useCreditSlip,
  useMyBets,
  usePlaceBet,
} from '../../../features/bet';
import { buildOddsGroups, gameKeys, IssueBar, ResultList, useGameScreen } from '../../../features/game';
import { useTranslation } from '../../../i18n';
import '../../../features/game/components/game.css';
import './game-room.css';
import { moneyText } from '../../../lib/money';
import { RoomChainWatch } from './room-chain-watch';
import { useRoomChase } from './room-chase';

/**
 * /lottery?game_id=…: type-2 games with 两面 (credit) and 官方 (norm) plays, cart and chase. A guest
 * browses it through the guest calls and is asked to log in on 下注 and 追号.
 */
export default function LotteryRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { gameId, roomId, family, clock, history, info, guest } = useGameScreen();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const placeBet = usePlaceBet(gameId, roomId);
  const [tab, setTab] = useState<'credit' | 'norm'>('credit');
  const slip = useCreditSlip(gameId);
  const { picks, amountFen, setPicks } = slip;
  const reloadKeys = useMemo(
    () => [gameKeys.info(gameId, roomId), gameKeys.history(gameId)],
    [gameId, roomId],
  );
  const myBets = useMyBets(gameId, clock?.issue, reloadKeys);
  const [cart, setCart] = useState<CartLine[]>([]);
  const credit = useMemo(() => (family ? buildOddsGroups(family, info.data) : []), [family, info.data]);
  const normPlays = useMemo(
    () => (family ? buildOddsGroups(family, info.data, 'norm').flatMap((g) => g.options) : []),
    [family, info.data],
  );
  const items = tab === 'credit' ? slipItems(picks, amountFen) : cartItems(cart);
  const count = tab === 'credit' ? picks.length : cart.reduce((s, l) => s + l.quote.count, 0);
  const totalFen =
    tab === 'credit' ? slipTotalFen(picks, amountFen) : cart.reduce((s, l) => s + l.quote.moneyFen, 0);
  const clearSlip = () => (tab === 'credit' ? setPicks([]) : setCart([]));
  const chase = useRoomChase({
    gameId,
    roomId,
    onSale: clock?.issue,
    items,
    perIssueFen: totalFen,
    onPlaced: clearSlip,
    returnTo: here,
  });

  if (!family) {
    return (
      <PageShell title={t('game.room.unknownGame')}>
        <EmptyState title={t('game.room.unknownGame')} />
      </PageShell>
    );
  }
  const open = clock?.phase === 'open';
  const drawn = history.data ?? [];
  const cartLines = () =>
    cart.map(
      (l) =>
        `${l.name} ${t('game.bet.count', { count: l.quote.count })} ${t('game.bet.money', { money: moneyText(l.quote.moneyFen) })}`,
    );

  async function handleSubmit(): Promise<void> {
    if (tab === 'credit') return handleCredit({ picks, amountFen });
    if (!requireLogin(here)) return;
    const totalText = t('game.bet.total', { count, money: moneyText(totalFen) });
    const receipt = await placeBet({
      items,
      lines: cartLines(),
      totalText,
      mode: 'norm',
      issue: clock?.issue,
    });
    if (receipt) setCart([]);
  }

  async function handleCredit(bet: LastSlip): Promise<void> {
    if (!requireLogin(here)) return;
    const receipt = await placeBet({
      items: slipItems(bet.picks, bet.amountFen),
      lines: confirmLines(bet.picks, bet.amountFen, t),
      totalText: confirmTotal(bet.picks, bet.amountFen, t),
      mode: 'credit',
      issue: clock?.issue,
    });
    if (!receipt) return;
    slip.remember(bet);
    setPicks([]);
  }

  /** 上期重投: the last 两面 slip, at today's odds, through the normal confirm. */
  function handleRepeat(): void {
    if (!requireLogin(here)) return;
    const again = slip.repeat(credit.flatMap((g) => g.options));
    if (again) void handleCredit(again);
  }

  return (
    <PageShell
      title={family.name}
      right={
        <Button
          size="mini"
          fill="none"
          className="ql-room__head-btn"
          onClick={() => navigate(paths.lotteryTrend.href({ game_id: gameId }))}
        >
          {t('game.room.trend')}
        </Button>
      }
    >
      <IssueBar gameCode={family.code} clock={clock} drawn={history.data} />
      <RoomChainWatch gameCode={family.code} issues={drawn} saleTerminalHash={clock?.terminalHash} />
      <nav className="ql-room__links ql-room__links--end">
        <button type="button" onClick={() => navigate(paths.fairnessGame.href(family.code))}>
          {t('game.fair.title')}
        </button>
      </nav>
      <Tabs activeKey={tab} onChange={(k) => setTab(k === 'norm' ? 'norm' : 'credit')}>
        <Tabs.Tab key="credit" title={<span className="ql-room__tab">{t('game.bet.credit')}</span>}>
          <OddsGrid groups={credit} selected={picks} disabled={!open} onToggle={slip.toggle} />
        </Tabs.Tab>
        <Tabs.Tab
          key="norm"
          title={<span className="ql-room__tab">{t('game.bet.norm')}</span>}
          disabled={normPlays.length === 0}
        >
          <NormPlayPanel
            gameType={family.gameType}
            plays={normPlays}
            maxMoneyFen={family.limits.maxPerBetFen}
            onAdd={(line) => setCart((c) => [...c, line])}
          />
          <h3 className="ql-room__panel">{t('game.bet.cart')}</h3>
          <CartList cart={cart} onRemove={(key) => setCart((c) => c.filter((l) => l.key !== key))} />
        </Tabs.Tab>
      </Tabs>
      <MyBetsPanel myBets={myBets} canCancel={open} />
      <section className="ql-room__panel">
        <h3>{t('game.room.lastResults')}</h3>
        {/* Each drawn issue opens its fairness panel: seed, commitment and the browser's own ✓/✗. */}
        <ResultList gameCode={family.code} issues={drawn} guest={guest} />
      </section>
      {chase.running}
      {chase.panel}
      <BetSlip
        count={count}
        totalFen={totalFen}
        quote={tab === 'credit' ? slipReturn(picks, amountFen) : null}
        disabled={!open}
        onClear={clearSlip}
        onSubmit={() => void handleSubmit()}
      >
        {tab === 'credit' ? (
          <AmountBar
            amountFen={amountFen}
            onChange={slip.setAmountFen}
            maxFen={family.limits.maxPerBetFen}
            onRepeat={handleRepeat}
            canRepeat={slip.lastSlip !== null && open}
            disabled={!open}
          />
        ) : null}
        {chase.toggle}
      </BetSlip>
    </PageShell>
  );
}
