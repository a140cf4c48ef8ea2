import { useMemo } from 'react';
import { ChainWatch } from '../../../features/fairness';
import type { DrawnIssue } from '../../../features/game';

/**
 * A game screen's chain watch: the terminal hashes of its recent draws (each naming its epoch) and of
 * the issue on sale go to the fairness feature, which warns on a change outside an announced rotation.
 */
export function RoomChainWatch({
  gameCode,
  issues,
  saleTerminalHash,
}: {
  gameCode: string;
  issues: readonly DrawnIssue[];
  saleTerminalHash?: string | null;
}) {
  const sightings = useMemo(
    () => [
      ...issues.flatMap((i) =>
        i.terminalHash ? [{ gameCode, terminalHash: i.terminalHash, epoch: i.chainEpoch }] : [],
      ),
      ...(saleTerminalHash ? [{ gameCode, terminalHash: saleTerminalHash }] : []),
    ],
    [gameCode, issues, saleTerminalHash],
  );
  return <ChainWatch gameCode={gameCode} sightings={sightings} />;
}
