import { TrialMessages } from '@qilin/contract/messages';
import { Button } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { requireLogin } from '../../../components/guest-gate';
import { Money } from '../../../components/money';
import { PageShell } from '../../../components/page-shell';
import { popups } from '../../../components/popups';
import { paths } from '../../../config/paths';
import {
  AmountBar,
  BetSlip,
  confirmLines,
  confirmTotal,
  type LastSlip,
  MyBetsPanel,
  OddsGrid,
  slipItems,
  slipReturn,
  slipTotalFen,
  useCreditSlip,
  useMyBets,
  usePlaceBet,
  useRealBet,
} from '../../../features/bet';
import {
  buildOddsGroups,
  gameKeys,
  IssueBar,
  ResultList,
  RoundProcess,
  roomRulesLines,
  roundProcess,
  useGameScreen,
  useHowPlay,
} from '../../../features/game';
import { useWallet } from '../../../features/wallet';
import { useTranslation } from '../../../i18n';
import { useSessionStore } from '../../../lib/session';
import '../../../features/game/components/game.css';
import './game-room.css';
import { RoomChainWatch } from './room-chain-watch';
import { useRoomChase } from './room-chase';

/**
 * /gamezhuotou?game_id=…: the number-game (28) room, and with `activeId` a champion-match table (bets
 * and records under that activity; no chase). Composes game, bet, chase and wallet features. A guest
 * browses it (odds, countdown, results through the guest calls) and is asked to log in on 下注, 追号,
 * 注单 and the play rules, coming back here after logging in.
 */
export default function GameRoomRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { gameId, roomId, family, clock, history, info, guest } = useGameScreen();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [params] = useSearchParams();
  const activeId = params.get('activeId') || undefined;
  const wallet = useWallet();
  // Play money is named as such: 试玩余额.
  const trial = useSessionStore((s) => s.trial !== null);
  const [rulesOpen, setRulesOpen] = useState(false);
  const howPlay = useHowPlay(gameId, rulesOpen);
  const slip = useCreditSlip(gameId);
  const { picks, amountFen, setPicks } = slip;
  const placeBet = usePlaceBet(gameId, roomId, activeId);
  const activity = useMemo(() => (activeId ? { roomId, activeId } : undefined), [roomId, activeId]);
  const reloadKeys = useMemo(
    () => [gameKeys.info(gameId, roomId), gameKeys.history(gameId)],
    [gameId, roomId],
  );
  // Round process 2 (sales closed) clears the stored real-bet info of the round (spec §4).
  const closed = clock !== null && roundProcess(clock.phase) === RoundProcess.closed;
  const realBet = useRealBet(gameId, roomId, clock?.issue, closed);
  const myBets = useMyBets(gameId, clock?.issue, reloadKeys, realBet.dropOrder, activity);
  const items = slipItems(picks, amountFen);
  const chase = useRoomChase({
    gameId,
    roomId,
    onSale: clock?.issue,
    items,
    perIssueFen: slipTotalFen(picks, amountFen),
    onPlaced: () => setPicks([]),
    returnTo: here,
  });
  const groups = useMemo(() => (family ? buildOddsGroups(family, info.data) : []), [family, info.data]);

  if (!family) {
    return (
      <PageShell title={t('game.room.unknownGame')}>
        <EmptyState title={t('game.room.unknownGame')} />
      </PageShell>
    );
  }
  const open = clock?.phase === 'open';
  const drawn = history.data ?? [];

  async function handleSubmit(bet: LastSlip = { picks, amountFen }): Promise<void> {
    if (!requireLogin(here)) return;
    const receipt = await placeBet({
      items: slipItems(bet.picks, bet.amountFen),
      lines: confirmLines(bet.picks, bet.amountFen, t),
      totalText: confirmTotal(bet.picks, bet.amountFen, t),
      mode: 'credit',
      issue: clock?.issue,
    });
    if (!receipt) return;
    realBet.record(
      receipt.orderId,
      bet.picks.map((p) => ({ key: p.key, amountFen: bet.amountFen })),
    );
    slip.remember(bet);
    setPicks([]);
  }

  /** 上期重投: the last slip, at today's odds, through the normal confirm. */
  function handleRepeat(): void {
    if (!requireLogin(here)) return;
    const again = slip.repeat(groups.flatMap((g) => g.options));
    if (again) void handleSubmit(again);
  }

  async function handleRules(): Promise<void> {
    // how_play is a member call (spec §7 lottery); guests have info, sale/issue and history/draw
    if (!requireLogin(here)) return;
    setRulesOpen(true);
    const text = howPlay.data ?? (await howPlay.refetch()).data;
    const room = info.data?.rules ? roomRulesLines(info.data.rules, t) : [];
    const sections = [
      room.length > 0 ? [t('game.roomRules.title'), ...room].join('\n') : '',
      text || t('game.room.rulesEmpty'),
    ];
    void popups.rules(sections.filter(Boolean).join('\n\n'), t('game.room.rules'));
  }

  return (
    <PageShell
      title={family.name}
      right={
        <Button size="mini" fill="none" className="ql-room__head-btn" onClick={() => void handleRules()}>
          {t('game.room.rules')}
        </Button>
      }
    >
      <IssueBar gameCode={family.code} clock={clock} drawn={history.data} />
      <RoomChainWatch gameCode={family.code} issues={drawn} saleTerminalHash={clock?.terminalHash} />
      <nav className="ql-room__links">
        <span>
          {trial ? TrialMessages.balanceLabel : t('game.room.balance')}{' '}
          <strong data-testid="balance">{wallet.data ? <Money fen={wallet.data.balance} /> : '--'}</strong>
        </span>
        <button type="button" onClick={() => navigate(paths.lotteryTrend.href({ game_id: gameId }))}>
          {t('game.room.trend')}
        </button>
        <button
          type="button"
          onClick={() => requireLogin(here) && navigate(paths.betRecord.href({ game_id: gameId }))}
        >
          {t('game.room.records')}
        </button>
        <button type="button" onClick={() => navigate(paths.fairnessGame.href(family.code))}>
          {t('game.fair.title')}
        </button>
        {activeId ? (
          <button type="button" onClick={() => navigate(paths.championMatch.href({ activeId }))}>
            {t('game.champion.lobby')}
          </button>
        ) : null}
      </nav>
      {open ? null : <div className="ql-room__closed">{t('game.bet.closedHint')}</div>}
      <OddsGrid
        groups={groups}
        selected={picks}
        disabled={!open}
        placedFen={realBet.placed}
        onToggle={slip.toggle}
      />
      <MyBetsPanel myBets={myBets} canCancel={open} />
      {activeId ? null : chase.running}
      <section className="ql-room__panel">
        <h3>{t('game.room.lastResults')}</h3>
        <ResultList gameCode={family.code} issues={drawn} guest={guest} />
      </section>
      {activeId ? null : chase.panel}
      <BetSlip
        count={picks.length}
        totalFen={slipTotalFen(picks, amountFen)}
        quote={slipReturn(picks, amountFen)}
        disabled={!open}
        onClear={() => setPicks([])}
        onSubmit={() => void handleSubmit()}
      >
        <AmountBar
          amountFen={amountFen}
          onChange={slip.setAmountFen}
          maxFen={family.limits.maxPerBetFen}
          onRepeat={handleRepeat}
          canRepeat={slip.lastSlip !== null && open}
          disabled={!open}
        />
        {activeId ? null : chase.toggle}
      </BetSlip>
    </PageShell>
  );
}
