import { Messages } from '@qilin/contract';
import { checkRechargeAmount } from '@qilin/domain';

export type AmountVerdict = { ok: true; amountFen: number } | { ok: false; message: string };

/** Spec §5: the domain decides, this maps its refusal to the spec text ('金额为数字' / '金额限制'+limit). */
export function rechargeAmountVerdict(input: string, limitText: string): AmountVerdict {
  const check = checkRechargeAmount(input, limitText || null);
  if (check.ok) return check;
  if (check.reason === 'out_of_limit' || check.reason === 'invalid_limit') {
    return { ok: false, message: `${Messages.amountLimit}${limitText}` };
  }
  return { ok: false, message: Messages.amountMustBeNumber };
}
