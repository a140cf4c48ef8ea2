import {
  buildRoadRows,
  type CatalogueEntry,
  type GameFamily,
  type GameResult,
  judgePlay,
  type PlaySelection,
  splitHotColdGroups,
} from '@qilin/domain';

type Trend = { group: string; name: string; playId: string; hits: number; miss: number };

function selectionOf(e: CatalogueEntry): PlaySelection {
  return {
    playId: e.playId,
    ...(e.option !== undefined && { option: e.option }),
    ...(e.position !== undefined && { position: e.position }),
  };
}

function wins(result: GameResult, selection: PlaySelection): boolean {
  try {
    return judgePlay(result, selection).outcome === 'win';
  } catch {
    // Entries that need numbers (pick plays) have no single-option verdict; they stay out of trends.
    return false;
  }
}

/**
 * Spec "main lottery data": `cold_hot` (wins per option over the window), `ignore` (issues since each
 * option last won) and `map` (road chart of the first group). Verdicts come from the domain judge.
 * `results` are newest first.
 */
export function trendsOf(family: GameFamily, results: readonly GameResult[]) {
  const { styleGroups, numberGroups } = splitHotColdGroups(family.playGroups.credit);
  const trend = (groups: typeof styleGroups): Trend[] =>
    groups.flatMap((g) =>
      g.entries.slice(0, 30).map((e) => {
        const flags = results.map((r) => wins(r, selectionOf(e)));
        const first = flags.indexOf(true);
        return {
          group: g.name,
          name: e.name,
          playId: e.playId,
          hits: flags.filter(Boolean).length,
          miss: first === -1 ? flags.length : first,
        };
      }),
    );
  const style = trend(styleGroups);
  const numbers = trend(numberGroups.slice(0, 2));
  const roadGroup = styleGroups[0]?.entries.slice(0, 2) ?? [];
  const roadSeq = [...results]
    .reverse()
    .map((r) => roadGroup.find((e) => wins(r, selectionOf(e)))?.name ?? '和');
  return {
    cold_hot: { style, numbers },
    ignore: [...style, ...numbers].map(({ group, name, miss }) => ({ group, name, miss })),
    map: buildRoadRows(roadSeq),
  };
}
