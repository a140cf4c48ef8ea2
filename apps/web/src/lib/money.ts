import { formatFen } from '@qilin/domain';

/** How an amount names its unit: bare, '12元' where a reader could doubt it, or '¥12'. */
export type MoneyUnit = 'none' | 'yuan' | 'cny';

export type MoneyTextOptions = {
  unit?: MoneyUnit;
  /** Prefix '+' on a positive amount (credits in a ledger, a win). */
  signed?: boolean;
  /** The unit word ('元'); the Money component passes the catalogue's. */
  yuanText?: string;
};

/**
 * The one money text of the app (spec §9): fen → yuan with two decimals, a '.00' dropped, by the
 * domain's integer-only formatFen; then the sign and the unit asked for.
 */
export function moneyText(
  fen: number,
  { unit = 'none', signed = false, yuanText = '元' }: MoneyTextOptions = {},
) {
  const text = `${signed && fen > 0 ? '+' : ''}${formatFen(fen)}`;
  if (unit === 'yuan') return `${text}${yuanText}`;
  if (unit === 'cny') return text.startsWith('-') ? `-¥${text.slice(1)}` : `¥${text}`;
  return text;
}
