import type { Db } from '../../db';
import { depositRepository } from './payment.repository';

/** One member's deposit orders, newest first, for the console's member profile (the payment face). */
export async function memberDepositPage(db: Db, memberId: number, page: number, pageSize: number) {
  const { rows, total } = await depositRepository.page(db, memberId, page, pageSize);
  return { list: rows, total, page, pageSize };
}
