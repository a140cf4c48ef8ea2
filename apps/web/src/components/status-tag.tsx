import type { ReactNode } from 'react';
import './records.css';

/**
 * The colour families every record screen shares, so 待开奖 looks the same on bets, chases and
 * withdrawals: pending (waiting on a draw or a review), good (won, paid, finished), bad (rejected,
 * failed), neutral (lost, a tie) and void (cancelled, refunded).
 */
export type StatusTone = 'pending' | 'good' | 'bad' | 'neutral' | 'void';

/** A record's status as a coloured tag; the tone sits in `data-tone` so tests and styles read one place. */
export function StatusTag({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <span className={`ql-tag ql-tag--${tone}`} data-tone={tone} data-testid="record-status">
      {children}
    </span>
  );
}
