import { beaconRoundAt, DRAW_ALGORITHM_V2 } from '@qilin/domain';
import type { BeaconRound, BeaconSource } from './beacon';
import type { DrawIssueRow } from './draw.tables';

/** What a v2 issue records at creation: the beacon, its key and the round that will salt it. */
export type SaltPlan = { source: 'drand' | 'local'; round: number; publicKey: string };

/** The salt of one due issue: the round's output, or wait (not out yet), or a cause to void it. */
export type SaltOutcome =
  | { kind: 'none' }
  | { kind: 'salt'; round: BeaconRound }
  | { kind: 'wait' }
  | { kind: 'void'; cause: string };

/** How long one fetch of a round may take before the tick moves on (it retries at the next tick). */
const FETCH_TIMEOUT_MS = 5_000;

/**
 * The public salt of v2 draws (game-rules A1): the first beacon round at or after the issue's close,
 * fixed when the issue is created, fetched when the issue is due. A round still unavailable
 * `timeoutMs` after the draw time voids the issue (an objective, logged cause).
 */
export class DrawSalt {
  constructor(
    private readonly beacon: BeaconSource | undefined,
    private readonly timeoutMs: number,
  ) {}

  get algorithmOfNewIssues(): string | null {
    return this.beacon ? DRAW_ALGORITHM_V2 : null;
  }

  planFor(closeAt: Date): SaltPlan | null {
    if (!this.beacon) return null;
    const { info, kind } = this.beacon;
    return { source: kind, round: beaconRoundAt(info, closeAt.getTime()), publicKey: info.publicKey };
  }

  async fetch(row: DrawIssueRow, now: Date): Promise<SaltOutcome> {
    if (row.algorithm !== DRAW_ALGORITHM_V2) return { kind: 'none' };
    const round = row.beacon_round;
    if (!round || !row.beacon_public_key) return { kind: 'void', cause: 'v2 issue without a beacon round' };
    const got = await this.#get(row, round);
    if (got) return { kind: 'salt', round: got };
    if (now.getTime() < row.draw_at.getTime() + this.timeoutMs) return { kind: 'wait' };
    return {
      kind: 'void',
      cause: `beacon round ${round} unavailable ${Math.round(this.timeoutMs / 1000)} s after the draw time`,
    };
  }

  /** Only the beacon the issue named (same kind and key) can salt it; anything else counts as absent. */
  async #get(row: DrawIssueRow, round: number): Promise<BeaconRound | null> {
    const b = this.beacon;
    if (!b || b.kind !== row.beacon_source || b.info.publicKey !== row.beacon_public_key) return null;
    return b.get(round, AbortSignal.timeout(FETCH_TIMEOUT_MS)).catch(() => null);
  }
}
