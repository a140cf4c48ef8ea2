import { useCallback, useState } from 'react';
import { type LastSlip, readLastSlip, repeatPicks, saveLastSlip } from '../model/last-slip';
import { DEFAULT_CHIP_FEN, type SlipPick, togglePick } from '../model/slip';

/**
 * The credit (两面) slip of a game screen: picks, the stake (a chip to start with), and the game's last
 * placed slip on this device for 上期重投.
 */
export function useCreditSlip(gameId: string) {
  const [picks, setPicks] = useState<SlipPick[]>([]);
  const [amountFen, setAmountFen] = useState<number>(DEFAULT_CHIP_FEN);
  const [last, setLast] = useState<{ gameId: string; slip: LastSlip | null }>(() => ({
    gameId,
    slip: readLastSlip(gameId),
  }));
  const lastSlip = last.gameId === gameId ? last.slip : readLastSlip(gameId);

  const toggle = useCallback((pick: SlipPick) => setPicks((s) => togglePick(s, pick)), []);
  const clear = useCallback(() => setPicks([]), []);
  /** Stores an accepted slip as the game's last one. */
  const remember = useCallback(
    (slip: LastSlip) => {
      saveLastSlip(gameId, slip);
      setLast({ gameId, slip });
    },
    [gameId],
  );
  /** Puts the last slip (at today's odds) in the slip and answers it, or null when nothing is left of it. */
  const repeat = useCallback(
    (options: readonly SlipPick[]): LastSlip | null => {
      if (!lastSlip) return null;
      const again = repeatPicks(lastSlip, options);
      if (again.length === 0) return null;
      setPicks(again);
      setAmountFen(lastSlip.amountFen);
      return { picks: again, amountFen: lastSlip.amountFen };
    },
    [lastSlip],
  );
  return { picks, setPicks, toggle, clear, amountFen, setAmountFen, lastSlip, remember, repeat };
}
