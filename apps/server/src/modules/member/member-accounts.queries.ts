import type { Db } from '../../db';
import { memberRepository as repo } from './member.repository';
import type { MemberRow } from './member.tables';
import { memberBindings as bindingsRepo } from './member-bindings.repository';

/**
 * What other modules read and write of a member account, in their own transaction (`db` is the
 * caller's handle): sign-up and sign-in (auth, trial) and the account a money call reads (venue,
 * withdraw, security). The repositories, and everything else of the `members` table, stay this module's.
 */
export const memberAccounts = {
  findById: (db: Db, id: number) => repo.findById(db, id),
  findByUsername: (db: Db, username: string) => repo.findByUsername(db, username),
  findByPhone: (db: Db, phone: string) => repo.findByPhone(db, phone),
  /** Creates the account unless the username exists (any case); undefined means it was taken. */
  insert: (db: Db, values: Parameters<typeof repo.insert>[1]) => repo.insert(db, values),
  updatePassword: (db: Db, id: number, passwordHash: string) => repo.updatePassword(db, id, passwordHash),
  /** The console's search (member-desk): username prefix, exact phone or id; newest first, with the total. */
  search: (db: Db, q: string, limit: number, offset: number) => repo.search(db, q, limit, offset),
};

/** Locks and returns the member row (bindings and money calls of one member queue on it). */
export function lockMember(db: Db, memberId: number): Promise<MemberRow | undefined> {
  return bindingsRepo.lockMember(db, memberId);
}

/** The binding columns (phone, real name, passwords) as the security module sets them, each set once. */
export const memberBindings = {
  phoneTakenByOther: (db: Db, phone: string, memberId: number) =>
    bindingsRepo.phoneTakenByOther(db, phone, memberId),
  setPhone: (db: Db, memberId: number, phone: string) => bindingsRepo.setPhone(db, memberId, phone),
  setRealName: (db: Db, memberId: number, realName: string) =>
    bindingsRepo.setRealName(db, memberId, realName),
  setFundPassword: (db: Db, memberId: number, hash: string) =>
    bindingsRepo.setFundPassword(db, memberId, hash),
  setLoginPassword: (db: Db, memberId: number, hash: string) =>
    bindingsRepo.setLoginPassword(db, memberId, hash),
};
