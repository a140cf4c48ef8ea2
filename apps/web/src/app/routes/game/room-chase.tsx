import type { BetItem } from '@qilin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useCallback } from 'react';
import { requireLogin } from '../../../components/guest-gate';
import { betKeys, showBetError } from '../../../features/bet';
import { ChasePanel, RunningChases, useCancelChase, useChaseSetting } from '../../../features/chase';
import { useUpcomingIssues } from '../../../features/game';
import { useTranslation } from '../../../i18n';

type Options = {
  gameId: string;
  roomId: string;
  onSale: string | undefined;
  /** The slip's items at multiple 1 and their total per issue. */
  items: BetItem[];
  perIssueFen: number;
  /** A chase was set from the slip: the room clears its picks. */
  onPlaced: () => void;
  /** Where a guest tapping 追号 comes back to after logging in. */
  returnTo: string;
};

/**
 * A game screen's chase (追号; the 28 room and /lottery): the toggle for the slip, the zhList panel, and the member's
 * running chases of the game. Setting one shows '设置追号成功'; cancelling one shows '取消追号成功' and
 * clears the chase list (spec §4). Composes the chase, game and bet features.
 */
export function useRoomChase({ gameId, roomId, onSale, items, perIssueFen, onPlaced, returnTo }: Options) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // A chase places its orders at once and a cancel refunds them: the issue's bets reload either way.
  const reloadMyBets = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: betKeys.mine(gameId) }),
    [queryClient, gameId],
  );
  const chase = useChaseSetting({
    gameId,
    roomId,
    onSale,
    useUpcoming: useUpcomingIssues,
    onChanged: reloadMyBets,
    onError: showBetError,
  });
  const { clear } = chase;
  const onCancelled = useCallback(() => {
    clear();
    reloadMyBets();
  }, [clear, reloadMyBets]);
  const cancel = useCancelChase(gameId, onCancelled);

  async function submit(): Promise<void> {
    if (await chase.submit(items)) onPlaced();
  }

  const toggle = (
    <Button
      size="mini"
      fill="outline"
      className="ql-room__chase-toggle"
      onClick={() => {
        if (requireLogin(returnTo)) chase.toggle();
      }}
    >
      {t('game.room.chase')}
    </Button>
  );
  const panel = chase.open ? (
    <ChasePanel
      list={chase.zhList}
      perIssueFen={perIssueFen}
      times={chase.times}
      startChoices={chase.startChoices}
      startIssue={chase.start}
      isWinStop={chase.isWinStop}
      disabled={items.length === 0 || chase.zhList.length !== chase.times || chase.submitting}
      onStart={chase.setStartIssue}
      onTimes={chase.setTimes}
      onItemMultiple={chase.setItemMultiple}
      onWinStop={chase.setWinStop}
      onSubmit={() => void submit()}
    />
  ) : null;
  const running = (
    <RunningChases gameId={gameId} title={t('game.chase.running')} onCancel={(zhid) => void cancel(zhid)} />
  );
  return { toggle, panel, running };
}
