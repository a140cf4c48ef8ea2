import { GAME_FAMILIES, type GameFamily, rejectionLimit } from '@qilin/domain';

/** The mapping rules the page documents, one per way a family turns ints into a result. */
export type MappingRule =
  | 'ssc'
  | 'pc28Direct'
  | 'pc28Beijing'
  | 'pc28Canada'
  | 'keno'
  | 'k3'
  | 'syxw'
  | 'pk10'
  | 'markSix'
  | 'digitBull'
  | 'cardBull'
  | 'baccarat';

/** The rule a family draws by (null: red packets, split per packet, not per issue). */
export function mappingRule(family: Pick<GameFamily, 'gameType' | 'pc28Source'>): MappingRule | null {
  switch (family.gameType) {
    case 'pc28':
      return family.pc28Source === 'beijing'
        ? 'pc28Beijing'
        : family.pc28Source === 'canada'
          ? 'pc28Canada'
          : 'pc28Direct';
    case 'mark-six':
      return 'markSix';
    case 'digit-bull':
      return 'digitBull';
    case 'card-bull':
      return 'cardBull';
    case 'red-packet':
      return null;
    default:
      return family.gameType;
  }
}

export type MappingRow = { rule: MappingRule; games: { code: string; name: string }[] };

/** Every drawn family under its rule, in catalogue order, straight from the catalogue. */
export function mappingRows(families: readonly GameFamily[] = GAME_FAMILIES): MappingRow[] {
  const rows = new Map<MappingRule, MappingRow>();
  for (const f of families) {
    const rule = mappingRule(f);
    if (rule === null) continue;
    const row = rows.get(rule) ?? { rule, games: [] };
    row.games.push({ code: f.code, name: f.name });
    rows.set(rule, row);
  }
  return [...rows.values()];
}

/** The games the page can show (every family drawn per issue). */
export function drawnFamilies(families: readonly GameFamily[] = GAME_FAMILIES): GameFamily[] {
  return families.filter((f) => mappingRule(f) !== null);
}

/** floor(2^32 / n) · n for the pool sizes the mappings use, from the sampler's own function. */
export const LIMIT_EXAMPLES = [6, 10, 11, 49, 52, 80].map((n) => ({ n, limit: rejectionLimit(n) }));
