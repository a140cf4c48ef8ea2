import { ServerMessages, WITHDRAW_TYPE_NAMES } from '@qilin/contract';
import { BANKS, isWithdrawType } from './withdraw.config';
import { WithdrawErrors } from './withdraw.errors';
import type { WithdrawAccountRow } from './withdraw.tables';

export type NewAccount = {
  type: number;
  account: string;
  holderName: string;
  bankName: string;
  branch: string;
};

const CARD_RE = /^\d{12,19}$/;
/** TRC20 (TRON) addresses: 'T' + 33 base58 characters. */
const TRC20_RE = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
/** E-wallets are reached by a phone number, an e-mail or a wallet id. */
const EWALLET_RE = /^(1\d{10}|[^\s@]{1,40}@[^\s@]{1,40}\.[A-Za-z]{2,10}|[A-Za-z0-9_-]{4,40})$/;

/**
 * Checks one new withdrawal account and normalises it. The holder name must be the member's bound
 * real name (USDT addresses carry no name: they take the real name).
 */
export function checkNewAccount(
  input: {
    type: number;
    account: string;
    holder_name?: string | undefined;
    bank_name?: string | undefined;
    branch?: string | undefined;
  },
  realName: string,
): NewAccount {
  if (!isWithdrawType(input.type)) throw WithdrawErrors.accountInvalid();
  const account = input.account.replace(/\s+/g, '');
  const holderName = input.type === 1106 ? realName : (input.holder_name ?? '').trim();
  if (holderName !== realName) throw WithdrawErrors.accountInvalid(ServerMessages.withdrawHolderMismatch);
  let bankName = '';
  if (input.type === 1105) {
    if (!CARD_RE.test(account)) throw WithdrawErrors.accountInvalid();
    const bank = BANKS.find((b) => b.bankName === input.bank_name || b.bankCode === input.bank_name);
    if (!bank) throw WithdrawErrors.accountInvalid(ServerMessages.bankNotSupported);
    bankName = bank.bankName;
  } else if (input.type === 1106) {
    if (!TRC20_RE.test(account)) throw WithdrawErrors.accountInvalid();
  } else if (!EWALLET_RE.test(account)) {
    throw WithdrawErrors.accountInvalid();
  }
  return { type: input.type, account, holderName, bankName, branch: (input.branch ?? '').trim() };
}

/** Card numbers and addresses leave the server masked except their ends. */
export function maskAccount(type: number, account: string): string {
  if (account.length <= 8) return account;
  const keep = type === 1106 ? 6 : 4;
  return `${account.slice(0, keep)}****${account.slice(-4)}`;
}

/** Wire shape of one account (spec §3: type, title, id). */
export function presentAccount(row: WithdrawAccountRow) {
  const typeName = isWithdrawType(row.type) ? WITHDRAW_TYPE_NAMES[row.type] : '';
  const masked = maskAccount(row.type, row.account);
  const title = row.type === 1105 ? `${row.bank_name} ${masked}` : `${typeName} ${masked}`;
  return {
    id: row.id,
    type: row.type,
    typeName,
    title,
    account: masked,
    holder_name: row.holder_name,
    bankName: row.bank_name,
    branch: row.branch,
    createdAt: row.created_at.toISOString(),
  };
}
