import type { BetItem } from '@qilin/contract';
import { Messages } from '@qilin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { queryKeys } from '../../../lib/query-client';
import { showSuccessToast } from '../../../lib/toast';
import { chaseKeys, placeChase } from '../api/chase-api';
import {
  buildChaseList,
  CHASE_START_CHOICES,
  type ChaseItem,
  renumberChaseList,
  upcomingCount,
} from '../model/zh-list';

/** The game feature's upcoming-issues hook, handed in by the screen (features do not import each other). */
export type UseUpcomingIssues = (
  gameId: string,
  count: number,
  onSale: string | undefined,
  enabled: boolean,
) => { data?: readonly { issue: string }[] | undefined };

type Options = {
  gameId: string;
  roomId: string;
  /** The issue on sale: the list is renumbered when it moves on. */
  onSale: string | undefined;
  useUpcoming: UseUpcomingIssues;
  /** After a chase is set (its orders are placed at once) or cancelled: reload what they touch. */
  onChanged?: () => void;
  /** A refused chase, shown the way the screen shows bet errors. */
  onError: (error: unknown) => void;
};

/**
 * The chase (追号) setting of a game screen: the zhList numbered from the server's upcoming issues, a
 * start issue, per-item multiples, stop-on-win; `submit` sets it ('设置追号成功'), `clear` empties the
 * list (a cancelled chase clears it, spec §4).
 */
export function useChaseSetting({ gameId, roomId, onSale, useUpcoming, onChanged, onError }: Options) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [times, setTimes] = useState(5);
  const [startIssue, setStartIssue] = useState('');
  const [zhList, setZhList] = useState<ChaseItem[]>([]);
  const [isWinStop, setWinStop] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  // The chase numbers its items from the server's upcoming issues (its real schedule), asked again
  // whenever the issue on sale changes.
  const upcoming = useUpcoming(gameId, upcomingCount(times), onSale, open);
  const issues = useMemo(() => (upcoming.data ?? []).map((i) => i.issue), [upcoming.data]);
  const startChoices = useMemo(() => issues.slice(0, CHASE_START_CHOICES), [issues]);
  const start = startChoices.includes(startIssue) ? startIssue : (startChoices[0] ?? '');
  // Spec §4: changing the issue (the member's pick, or the issue on sale moving on) renumbers every
  // chase item, each keeping its multiple; a new count rebuilds the list, keeping the multiples set.
  useEffect(() => {
    if (!open || start === '') return;
    setZhList((list) => {
      if (list.length === times) {
        const moved = renumberChaseList(list, issues, start);
        if (moved.length === times) return moved;
      }
      const built = buildChaseList(issues, start, times, 1);
      if (built.length < times) return list; // more issues are on their way
      return built.map((item, i) => ({ ...item, multiple: list[i]?.multiple ?? 1 }));
    });
  }, [open, issues, start, times]);

  const setItemMultiple = useCallback((index: number, multiple: number) => {
    setZhList((list) => list.map((item, i) => (i === index ? { ...item, multiple } : item)));
  }, []);

  const clear = useCallback(() => {
    setZhList([]);
    setOpen(false);
  }, []);

  async function submit(items: BetItem[]): Promise<boolean> {
    if (submitting || items.length === 0 || zhList.length !== times) return false;
    setSubmitting(true);
    try {
      await placeChase({ gameId, roomId, items, zhList, isWinStop });
    } catch (error) {
      onError(error);
      return false;
    } finally {
      setSubmitting(false);
    }
    showSuccessToast(Messages.chaseSetSuccess);
    setOpen(false);
    void queryClient.invalidateQueries({ queryKey: chaseKeys.records(gameId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.balance });
    onChanged?.();
    return true;
  }

  return {
    open,
    toggle: () => setOpen((o) => !o),
    times,
    setTimes,
    start,
    setStartIssue,
    startChoices,
    zhList,
    setItemMultiple,
    isWinStop,
    setWinStop,
    submitting,
    submit,
    clear,
  };
}
