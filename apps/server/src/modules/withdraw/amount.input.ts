import { yuanFen } from '../../lib/wire-money';
import { WithdrawErrors } from './withdraw.errors';

/**
 * The amount of a money body: `amount_fen` (integer fen) or `amount` (yuan as text or number, at
 * most two decimals, parsed as text so no float rounding happens). Must be positive.
 */
export function amountFenOf(body: {
  amount?: string | number | undefined;
  amount_fen?: number | undefined;
}): number {
  if (body.amount_fen !== undefined) return body.amount_fen;
  if (body.amount === undefined) throw WithdrawErrors.amountNotNumber();
  const fen = yuanFen(body.amount);
  if (fen === null || fen <= 0) throw WithdrawErrors.amountNotNumber();
  return fen;
}
