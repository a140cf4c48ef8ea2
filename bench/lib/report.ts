/**
 * One row of issue 6's target table. `value` is what the product did, `baseline` what the reference
 * did in the same run; the target applies to `ratio` (or to `value` when there is no baseline).
 */
export type Target = { op: '>=' | '<='; value: number; of: 'ratio' | 'value'; unit?: string };

export type Figure = {
  id: string;
  name: string;
  value: number;
  unit: string;
  baseline?: { name: string; value: number; unit: string };
  /** Product ÷ baseline, oriented so the target reads like the issue's table. */
  ratio?: number;
  /** No target in the issue's table (e.g. the load knee): printed as INFO. */
  target?: Target;
  /** Extra facts worth printing (counts checked, latencies, sizes). */
  detail?: Record<string, number | string | boolean>;
  /** Set when the figure could not be measured here; the reason is printed instead of a verdict. */
  skipped?: string;
};

export type Verdict = { status: 'PASS' | 'MISS' | 'SKIP' | 'INFO'; margin: string };

const fmt = (n: number) =>
  Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 10 ? n.toFixed(1) : n.toFixed(3);

/** PASS/MISS and by how much: the relative distance between the measured figure and the target. */
export function verdict(f: Figure): Verdict {
  if (f.skipped) return { status: 'SKIP', margin: f.skipped };
  if (!f.target) return { status: 'INFO', margin: 'no target (recorded)' };
  const measured = f.target.of === 'ratio' ? f.ratio : f.value;
  if (measured === undefined || !Number.isFinite(measured)) return { status: 'SKIP', margin: 'no number' };
  const t = f.target.value;
  const pass = f.target.op === '>=' ? measured >= t : measured <= t;
  const rel = t === 0 ? measured : (measured - t) / t;
  const pct = `${(Math.abs(rel) * 100).toFixed(1)}%`;
  const shown = `${fmt(measured)}${f.target.of === 'ratio' ? '×' : ` ${f.target.unit ?? f.unit}`}`;
  const goal = `${f.target.op} ${fmt(t)}${f.target.of === 'ratio' ? '×' : ` ${f.target.unit ?? f.unit}`}`;
  const side = pass ? 'inside' : f.target.op === '>=' ? 'short' : 'over';
  return { status: pass ? 'PASS' : 'MISS', margin: `${shown} vs ${goal} (${pct} ${side})` };
}

export function describe(f: Figure): string {
  const v = verdict(f);
  const base = f.baseline
    ? ` | baseline ${f.baseline.name}: ${fmt(f.baseline.value)} ${f.baseline.unit}`
    : '';
  const detail = f.detail
    ? ` | ${Object.entries(f.detail)
        .map(([k, x]) => `${k}=${typeof x === 'number' ? fmt(x) : String(x)}`)
        .join(' ')}`
    : '';
  if (v.status === 'SKIP') return `SKIP  ${f.name}: ${v.margin}`;
  return `${v.status}  ${f.name}: ${fmt(f.value)} ${f.unit}${base} → ${v.margin}${detail}`;
}

export function ratioFigure(
  base: Omit<Figure, 'ratio' | 'baseline'> & { baseline: NonNullable<Figure['baseline']> },
  orientation: 'value/baseline' | 'baseline/value',
): Figure {
  const ratio =
    orientation === 'value/baseline' ? base.value / base.baseline.value : base.baseline.value / base.value;
  return { ...base, ratio };
}

export function markdownTable(figures: Figure[]): string {
  const rows = figures.map((f) => {
    const v = verdict(f);
    const base = f.baseline ? `${fmt(f.baseline.value)} ${f.baseline.unit} (${f.baseline.name})` : '—';
    const value = f.skipped ? '—' : `${fmt(f.value)} ${f.unit}`;
    const ratio = f.ratio === undefined ? '—' : `${fmt(f.ratio)}×`;
    const t = f.target;
    const goal = t ? `${t.op} ${t.value}${t.of === 'ratio' ? '×' : ` ${t.unit ?? f.unit}`}` : '—';
    return `| ${f.name} | ${value} | ${base} | ${ratio} | ${goal} | ${v.status} | ${v.margin} |`;
  });
  return [
    '| figure | measured | baseline | ratio | target | verdict | margin |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
