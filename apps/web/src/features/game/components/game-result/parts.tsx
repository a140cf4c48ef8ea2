import type { ReactNode } from 'react';

/** Ball colours the CSS knows: Mark Six / PC28 waves, or the neutral ball. */
export type BallTone = 'red' | 'blue' | 'green' | 'grey' | 'plain';

/**
 * One ball with its text alternative; `sub` (a 生肖, a position) is drawn under it. The visible text is
 * hidden from assistive tech so the label is read once.
 */
export function Ball({
  value,
  label,
  tone = 'plain',
  sub,
  special = false,
}: {
  value: ReactNode;
  label: string;
  tone?: BallTone;
  sub?: string;
  special?: boolean;
}) {
  return (
    <span className={`ql-gr-cell${special ? ' ql-gr-cell--special' : ''}`} role="img" aria-label={label}>
      <span className={`ql-gr-ball ql-gr-ball--${tone}`} aria-hidden="true">
        {value}
      </span>
      {sub ? (
        <span className="ql-gr-sub" aria-hidden="true">
          {sub}
        </span>
      ) : null}
    </span>
  );
}

/** An operator between balls (+, =): decoration only. */
export const Op = ({ children }: { children: string }) => (
  <span className="ql-gr-op" aria-hidden="true">
    {children}
  </span>
);

export const pad2 = (n: number) => String(n).padStart(2, '0');
