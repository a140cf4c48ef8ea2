import { ChatMessages } from '@qilin/contract';
import {
  type GameFamily,
  PREDICTION_WINDOW,
  type PredictionHint,
  predictionHint,
  predictionOutcome,
} from '@qilin/domain';
import type { Db } from '../../db';
import { type BasisIssue, type DrawService, issueBasis as repo } from '../draw';

/** How many past issues the prediction list shows. */
export const PREDICTION_LIST_COUNT = 20;

const FINAL = new Set(['DRAWN', 'SETTLED', 'VOID']);
const DRAWN = new Set(['DRAWN', 'SETTLED']);

/**
 * The hint of an issue from its basis (see prediction.repository). While an issue of the basis is
 * still open or awaiting its draw (a draw late after a restart) the hint is not ready; once every one
 * is final it never changes, so the hint shown before the draw is the one the list judges after it.
 */
function hintFrom(
  family: GameFamily,
  basis: BasisIssue[] | null,
): { ready: boolean; hint: PredictionHint | null } {
  const rows = basis ?? [];
  if (rows.some((b) => !FINAL.has(b.state))) return { ready: false, hint: null };
  const results = rows.flatMap((b) => (DRAWN.has(b.state) && b.result !== null ? [b.result] : []));
  return { ready: true, hint: predictionHint(family, results) };
}

/**
 * Predictions (spec §7 /sbin prediction, prediction_list): a hint per issue derived by the domain
 * rule from the draws before it went on sale — recomputed from the stored draws, never stored itself —
 * and, once the issue is drawn, whether the hint hit. Information, never a promise of a result.
 */
export class PredictionService {
  constructor(
    private readonly db: Db,
    private readonly draws: DrawService,
    private readonly now: () => Date,
    private readonly familyOf: (code: string) => GameFamily,
  ) {}

  /** The hint for the issue on sale now. */
  async current(gameCode: string) {
    const family = this.familyOf(gameCode);
    const current = await this.draws.currentIssue(family.code);
    const row =
      current && (await repo.issueWithBasis(this.db, family.code, current.issue, PREDICTION_WINDOW));
    const { ready, hint } = row ? hintFrom(family, row.basis) : { ready: false, hint: null };
    // The record is the list's own judgement of the last issues: every hit and every miss counts.
    const past = await this.list(family.code);
    const judged = past.filter((r) => r.outcome === 'hit' || r.outcome === 'miss' || r.outcome === 'push');
    const hits = judged.filter((r) => r.outcome === 'hit').length;
    return {
      gameId: family.code,
      issue: current?.issue ?? null,
      ready,
      hint,
      pick: hint?.name ?? null,
      miss: hint?.miss ?? 0,
      serverTime: this.now().getTime(),
      track: { judged: judged.length, hits, text: ChatMessages.predictionTrack(hits, judged.length) },
      statement: ChatMessages.predictionStatement,
    };
  }

  /** The latest drawn issues, newest first: each one's hint, its result and hit / miss / push (void: refunded). */
  async list(gameCode: string, count = PREDICTION_LIST_COUNT) {
    const family = this.familyOf(gameCode);
    const rows = await repo.pastWithBasis(this.db, family.code, count, PREDICTION_WINDOW);
    return rows.map((r) => {
      const { hint } = hintFrom(family, r.basis);
      const drawn = DRAWN.has(r.state) && r.result !== null;
      return {
        gameId: family.code,
        issue: r.issue,
        drawAt: new Date(r.draw_at).getTime(),
        result: drawn ? r.result : null,
        hint,
        pick: hint?.name ?? null,
        outcome: !hint ? null : drawn && r.result ? predictionOutcome(r.result, hint) : ('void' as const),
      };
    });
  }
}
