import { Messages } from '@qilin/contract';
import { formatFen } from '@qilin/domain';
import { Button, Tabs } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { paths } from '../../../config/paths';
import {
  AmountBar,
  BetSlip,
  type CartLine,
  CartList,
  cartItems,
  confirmLines,
  NormPlayPanel,
  OddsGrid,
  type SlipPick,
  showBetError,
  slipItems,
  slipTotalFen,
  togglePick,
  usePlaceBet,
} from '../../../features/bet';
import {
  buildChaseList,
  CHASE_START_CHOICES,
  type ChaseItem,
  ChasePanel,
  placeChase,
  renumberChaseList,
  upcomingCount,
} from '../../../features/chase';
import {
  buildOddsGroups,
  IssueBar,
  ResultList,
  useGameScreen,
  useUpcomingIssues,
} from '../../../features/game';
import { useTranslation } from '../../../i18n';
import { showSuccessToast } from '../../../lib/toast';
import '../../../features/game/components/game.css';
import './game-room.css';

/** /lottery?game_id=…: type-2 games with 两面 (credit) and 官方 (norm) plays, cart and chase. */
export default function LotteryRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { gameId, roomId, family, clock, history, info } = useGameScreen();
  const placeBet = usePlaceBet(gameId, roomId);
  const [tab, setTab] = useState<'credit' | 'norm'>('credit');
  const [picks, setPicks] = useState<SlipPick[]>([]);
  const [amountFen, setAmountFen] = useState(200);
  const [cart, setCart] = useState<CartLine[]>([]);
  const [chaseOn, setChaseOn] = useState(false);
  const [times, setTimes] = useState(5);
  const [startIssue, setStartIssue] = useState('');
  const [zhList, setZhList] = useState<ChaseItem[]>([]);
  const [isWinStop, setWinStop] = useState(true);
  const credit = useMemo(() => (family ? buildOddsGroups(family, info.data) : []), [family, info.data]);
  const normPlays = useMemo(
    () => (family ? buildOddsGroups(family, info.data, 'norm').flatMap((g) => g.options) : []),
    [family, info.data],
  );
  // The chase numbers its items from the server's upcoming issues (its real schedule), asked again
  // whenever the issue on sale changes.
  const upcoming = useUpcomingIssues(gameId, upcomingCount(times), clock?.issue, chaseOn);
  const issues = useMemo(() => (upcoming.data ?? []).map((i) => i.issue), [upcoming.data]);
  const startChoices = issues.slice(0, CHASE_START_CHOICES);
  const start = startChoices.includes(startIssue) ? startIssue : (startChoices[0] ?? '');
  // Spec §4: changing the issue (the member's pick, or the issue on sale moving on) renumbers every
  // chase item, each keeping its multiple; a new count rebuilds the list, keeping the multiples set.
  useEffect(() => {
    if (!chaseOn || start === '') return;
    setZhList((list) => {
      if (list.length === times) {
        const moved = renumberChaseList(list, issues, start);
        if (moved.length === times) return moved;
      }
      const built = buildChaseList(issues, start, times, 1);
      if (built.length < times) return list; // more issues are on their way
      return built.map((item, i) => ({ ...item, multiple: list[i]?.multiple ?? 1 }));
    });
  }, [chaseOn, issues, start, times]);

  if (!family) {
    return (
      <PageShell title={t('game.room.unknownGame')}>
        <EmptyState title={t('game.room.unknownGame')} />
      </PageShell>
    );
  }
  const open = clock?.phase === 'open';
  const drawn = history.data ?? [];
  const last = drawn.find((d) => d.result);
  const items = tab === 'credit' ? slipItems(picks, amountFen) : cartItems(cart);
  const count = tab === 'credit' ? picks.length : cart.reduce((s, l) => s + l.quote.count, 0);
  const totalFen =
    tab === 'credit' ? slipTotalFen(picks, amountFen) : cart.reduce((s, l) => s + l.quote.moneyFen, 0);
  const lines =
    tab === 'credit'
      ? confirmLines(picks, amountFen, (v) => t('game.bet.confirmLine', v))
      : cart.map(
          (l) => `${l.name} ${t('game.bet.count', { count: l.quote.count })} ${formatFen(l.quote.moneyFen)}`,
        );

  async function handleSubmit(): Promise<void> {
    const totalText = t('game.bet.total', { count, money: formatFen(totalFen) });
    const receipt = await placeBet({ items, lines, totalText, mode: tab, issue: clock?.issue });
    if (!receipt) return;
    if (tab === 'credit') setPicks([]);
    else setCart([]);
  }

  async function handleChase(): Promise<void> {
    try {
      await placeChase({ gameId, roomId, items, zhList, isWinStop });
    } catch (error) {
      showBetError(error);
      return;
    }
    showSuccessToast(Messages.chaseSetSuccess);
    setChaseOn(false);
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
      <IssueBar clock={clock} lastIssue={last?.issue} lastResult={last?.result} />
      <Tabs activeKey={tab} onChange={(k) => setTab(k === 'norm' ? 'norm' : 'credit')}>
        <Tabs.Tab key="credit" title={t('game.bet.credit')}>
          <OddsGrid
            groups={credit}
            selected={picks}
            disabled={!open}
            onToggle={(p) => setPicks((s) => togglePick(s, p))}
          />
          <AmountBar amountFen={amountFen} onChange={setAmountFen} />
        </Tabs.Tab>
        <Tabs.Tab key="norm" title={t('game.bet.norm')} disabled={normPlays.length === 0}>
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
      <section className="ql-room__panel">
        <h3>{t('game.room.lastResults')}</h3>
        {/* Each drawn issue opens its fairness panel: seed, commitment and the browser's own ✓/✗. */}
        <ResultList gameCode={family.code} issues={drawn} />
      </section>
      {chaseOn ? (
        <ChasePanel
          list={zhList}
          perIssueFen={totalFen}
          times={times}
          startChoices={startChoices}
          startIssue={start}
          isWinStop={isWinStop}
          disabled={count === 0 || zhList.length !== times}
          onStart={setStartIssue}
          onTimes={setTimes}
          onItemMultiple={(i, m) =>
            setZhList((l) => l.map((it, j) => (j === i ? { ...it, multiple: m } : it)))
          }
          onWinStop={setWinStop}
          onSubmit={() => void handleChase()}
        />
      ) : null}
      <BetSlip
        count={count}
        totalFen={totalFen}
        disabled={!open}
        onClear={() => (tab === 'credit' ? setPicks([]) : setCart([]))}
        onSubmit={() => void handleSubmit()}
      >
        <Button
          size="mini"
          fill="outline"
          className="ql-room__chase-toggle"
          onClick={() => setChaseOn(!chaseOn)}
        >
          {t('game.room.chase')}
        </Button>
      </BetSlip>
    </PageShell>
  );
}
