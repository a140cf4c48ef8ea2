/** Plain-text tables for terminal output; CJK characters count as two columns so Chinese aligns. */

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += WIDE.test(ch) ? 2 : 1;
  return width;
}

function pad(text: string, width: number, right: boolean): string {
  const fill = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return right ? fill + text : text + fill;
}

export type Column<T> = { title: string; value: (row: T) => string; right?: boolean };

/** A header line, a rule and one line per row; columns two spaces apart, trailing spaces trimmed. */
export function renderTable<T>(rows: readonly T[], columns: readonly Column<T>[]): string {
  const cells = rows.map((row) => columns.map((c) => c.value(row).replace(/\s+/g, ' ')));
  const widths = columns.map((c, i) =>
    Math.max(displayWidth(c.title), ...cells.map((line) => displayWidth(line[i] ?? ''))),
  );
  const line = (values: string[]) =>
    values
      .map((v, i) => pad(v, widths[i] ?? 0, columns[i]?.right === true))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(columns.map((c) => c.title)), rule, ...cells.map(line)].join('\n');
}
