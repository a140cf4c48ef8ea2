import { RESULT_WORDS } from '@qilin/domain';

// Pip centres on a 3×3 grid (0 low, 1 middle, 2 high), per face.
const PIPS: Record<number, [number, number][]> = {
  1: [[1, 1]],
  2: [
    [0, 0],
    [2, 2],
  ],
  3: [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  4: [
    [0, 0],
    [2, 0],
    [0, 2],
    [2, 2],
  ],
  5: [
    [0, 0],
    [2, 0],
    [1, 1],
    [0, 2],
    [2, 2],
  ],
  6: [
    [0, 0],
    [2, 0],
    [0, 1],
    [2, 1],
    [0, 2],
    [2, 2],
  ],
};

/** A die face in SVG; 1 and 4 have red pips as on a real 快3 die. */
export function Die({ value }: { value: number }) {
  const red = value === 1 || value === 4;
  return (
    <svg
      className="ql-gr-die"
      viewBox="0 0 24 24"
      role="img"
      aria-label={`${RESULT_WORDS.die} ${value}`}
      data-face={value}
    >
      <rect x="1" y="1" width="22" height="22" rx="5" className="ql-gr-die__body" />
      {(PIPS[value] ?? []).map(([x, y]) => (
        <circle
          key={`${x}${y}`}
          cx={6 + x * 6}
          cy={6 + y * 6}
          r={value === 1 ? 3 : 2.1}
          className={red ? 'ql-gr-die__pip ql-gr-die__pip--red' : 'ql-gr-die__pip'}
        />
      ))}
    </svg>
  );
}
