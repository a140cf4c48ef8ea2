import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n';

/** Drawing width: a 375 px phone less 12 px margins each side. */
export const TREND_W = 351;
/** Hot and cold (and 大 against 小 on a road) must differ at a glance; the theme's primary is red too. */
const HOT = 'var(--adm-color-danger)';
const COLD = '#1677ff';

/** A chart wider than the phone scrolls sideways, opened at its right end (the newest issues). */
function SideScroll({ width, children }: { width: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a wider chart (more issues) scrolls to its newest end again
  useLayoutEffect(() => {
    const el = ref.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, [width]);
  return (
    // Focusable, so a keyboard can scroll it too (axe: scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <div ref={ref} className="ql-trend__scroll" tabIndex={0}>
      {children}
    </div>
  );
}

/** Sum per issue as a polyline, oldest left; past 12 issues the line keeps 28 px a point and scrolls. */
export function SumLine({ sums }: { sums: number[] }) {
  const { t } = useTranslation();
  if (sums.length === 0) return null;
  const h = 150;
  const max = Math.max(...sums, 1);
  const step = sums.length > 12 ? 28 : sums.length > 1 ? (TREND_W - 24) / (sums.length - 1) : 0;
  const w = Math.max(TREND_W, 24 + step * (sums.length - 1));
  const pts = sums.map((s, i) => [12 + i * step, h - 16 - (s / max) * (h - 32)] as const);
  return (
    <SideScroll width={w}>
      <svg viewBox={`0 0 ${w} ${h}`} width={w} height={h} role="img" aria-label={t('game.trend.sum')}>
        <polyline
          points={pts.map(([x, y]) => `${x},${y}`).join(' ')}
          fill="none"
          stroke="var(--adm-color-primary)"
          strokeWidth="2"
        />
        {pts.map(([x, y], i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one point per issue position
          <g key={i}>
            <circle cx={x} cy={y} r="10" fill="var(--adm-color-primary)" />
            <text x={x} y={y + 4} textAnchor="middle" fontSize="11" fill="#fff">
              {sums[i]}
            </text>
          </g>
        ))}
      </svg>
    </SideScroll>
  );
}

export type Bar = { name: string; value: number; tag?: 'hot' | 'cold' };

/** One labelled bar per row: name, bar scaled to the largest value, the value, an optional 热/冷 tag. */
export function Bars({ bars, label }: { bars: Bar[]; label: string }) {
  const { t } = useTranslation();
  const rowH = 24;
  const nameW = 76;
  const max = Math.max(1, ...bars.map((b) => b.value));
  const h = bars.length * rowH + 4;
  return (
    <svg viewBox={`0 0 ${TREND_W} ${h}`} width="100%" role="img" aria-label={label}>
      {bars.map((b, i) => {
        const y = 2 + i * rowH;
        const width = ((TREND_W - nameW - 64) * b.value) / max;
        const fill = b.tag === 'hot' ? HOT : b.tag === 'cold' ? COLD : 'var(--adm-color-weak)';
        return (
          <g key={b.name} data-testid="bar" data-name={b.name} data-value={b.value}>
            <text x="4" y={y + 16} fontSize="13" fill="var(--adm-color-text)">
              {b.name}
            </text>
            <rect x={nameW} y={y + 5} width={Math.max(2, width)} height={rowH - 10} rx="4" fill={fill} />
            <text x={TREND_W - 34} y={y + 16} fontSize="12" textAnchor="end" fill="var(--adm-color-text)">
              {b.value}
            </text>
            {b.tag ? (
              <text x={TREND_W - 4} y={y + 16} fontSize="12" textAnchor="end" fill={fill}>
                {t(`game.trend.${b.tag}`)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

const RED = new Set(['大', '单', '龙', '庄', '赢', '上', '奇', '入']);
const GREEN = new Set(['和']);
const roadColour = (v: string) => (RED.has(v) ? HOT : GREEN.has(v) ? 'var(--adm-color-success)' : COLD);

/** Road chart (路子): 26 px cells, at least 7 columns (spec §9); a long road scrolls, newest at the right. */
export function RoadChart({ rows, label }: { rows: (string | null)[][]; label: string }) {
  const cols = Math.max(7, ...rows.map((r) => r.length));
  const cell = 26;
  const w = cols * cell + 8;
  const h = rows.length * cell + 8;
  return (
    <SideScroll width={w}>
      <svg viewBox={`0 0 ${w} ${h}`} width={w} height={h} role="img" aria-label={label} data-testid="road">
        {rows.map((row, r) =>
          Array.from({ length: cols }, (_, c) => row[c] ?? null).map((v, c) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: grid cell coordinates are the identity
            <g key={`${r}-${c}`} data-testid="road-cell">
              <rect
                x={4 + c * cell}
                y={4 + r * cell}
                width={cell}
                height={cell}
                fill="none"
                stroke="#e5e5e5"
              />
              {v ? (
                <>
                  <circle
                    cx={4 + c * cell + cell / 2}
                    cy={4 + r * cell + cell / 2}
                    r={cell / 2 - 3}
                    fill={roadColour(v)}
                  />
                  <text
                    x={4 + c * cell + cell / 2}
                    y={4 + r * cell + cell / 2 + 4}
                    textAnchor="middle"
                    fontSize="12"
                    fill="#fff"
                  >
                    {v}
                  </text>
                </>
              ) : null}
            </g>
          )),
        )}
      </svg>
    </SideScroll>
  );
}

/**
 * Number distribution (走势): one row per issue, newest on top, one column per value; a ball where the
 * value was drawn. Only for games of at most 11 values, which fit 375 px at 24 px a column.
 */
export function Distribution({
  rows,
  min,
  max,
  label,
}: {
  rows: { issue: string; numbers: number[] }[];
  min: number;
  max: number;
  label: string;
}) {
  const cell = 24;
  const issueW = 44;
  const values = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const w = issueW + values.length * cell + 4;
  const h = (rows.length + 1) * cell + 4;
  const pad = (n: number) => (max >= 10 ? String(n).padStart(2, '0') : String(n));
  return (
    // As wide as the screen allows (never wider: a 320 px phone has less than TREND_W), scaled to fit.
    <svg
      viewBox={`0 0 ${w} ${h}`}
      width="100%"
      style={{ maxWidth: Math.min(w, TREND_W) }}
      role="img"
      aria-label={label}
    >
      {values.map((v, c) => (
        <text
          key={v}
          x={issueW + c * cell + cell / 2}
          y={cell - 8}
          textAnchor="middle"
          fontSize="11"
          fill="var(--adm-color-weak)"
        >
          {pad(v)}
        </text>
      ))}
      {rows.map((row, r) => {
        const y = (r + 1) * cell;
        return (
          <g key={row.issue} data-testid="distribution-row">
            <text x="2" y={y + cell / 2 + 4} fontSize="11" fill="var(--adm-color-weak)">
              {row.issue.slice(-4)}
            </text>
            {values.map((v, c) => (
              <g key={v}>
                <rect x={issueW + c * cell} y={y} width={cell} height={cell} fill="none" stroke="#eee" />
                {row.numbers.includes(v) ? (
                  <>
                    <circle
                      cx={issueW + c * cell + cell / 2}
                      cy={y + cell / 2}
                      r={cell / 2 - 3}
                      fill="var(--adm-color-danger)"
                    />
                    <text
                      x={issueW + c * cell + cell / 2}
                      y={y + cell / 2 + 4}
                      textAnchor="middle"
                      fontSize="11"
                      fill="#fff"
                    >
                      {pad(v)}
                    </text>
                  </>
                ) : null}
              </g>
            ))}
          </g>
        );
      })}
    </svg>
  );
}
