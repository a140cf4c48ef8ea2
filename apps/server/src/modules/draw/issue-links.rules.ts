import type { DrawChainRow, DrawIssueRow, IssueState } from './draw.tables';

/**
 * The Publication rule of game-rules A1 as data: issue i's commitment SHA256(s_i) is issue i−1's seed,
 * so it becomes public — and issue i goes on sale — only once issue i−1 is revealed; a chain's first
 * issue is committed by the public terminal hash.
 */

/** States whose seed is public (a voided issue is only voided at or after its draw time). */
export const REVEALED_STATES: readonly IssueState[] = ['DRAWN', 'SETTLED', 'VOID'];

export const isRevealed = (state: IssueState): boolean => REVEALED_STATES.includes(state);

/**
 * The commitment of the issue at `index` of `chain` that may be published now, given the game's issue
 * before it (`previous`, by draw time), or null while it must stay hidden.
 */
export function publicCommitment(
  chain: Pick<DrawChainRow, 'id' | 'terminal_hash'>,
  index: number,
  previous: Pick<DrawIssueRow, 'state' | 'chain_id' | 'chain_index' | 'seed_hex'> | undefined,
): string | null {
  if (index === 1) return chain.terminal_hash;
  if (!previous || !isRevealed(previous.state)) return null;
  const link = previous.chain_id === chain.id && previous.chain_index === index - 1;
  return link ? previous.seed_hex : null;
}

/** A new issue is on sale from creation only when nothing before it is still undrawn. */
export function opensAtOnce(previous: Pick<DrawIssueRow, 'state'> | undefined): boolean {
  return !previous || isRevealed(previous.state);
}

/**
 * Chase items may be bought on issues not yet on sale: their seeds are fixed by the chain's public
 * terminal hash already; only the per-issue link waits for the issue before.
 */
export const chaseable = (state: IssueState): boolean => state === 'OPEN' || state === 'PENDING';
