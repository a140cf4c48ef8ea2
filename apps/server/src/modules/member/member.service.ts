import type { MemberInfoResult } from '@qilin/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { Errors } from '../../lib/errors';
import { presentMember } from './member.presenter';
import { memberRepository } from './member.repository';

/** Counts unread messages for a member; the message module plugs its own in when it ships. */
export type UnreadCounter = (memberId: number) => Promise<number>;

export class MemberService {
  readonly #db: Kysely<Database>;
  readonly #countUnread: UnreadCounter;

  constructor(db: Kysely<Database>, countUnread: UnreadCounter = async () => 0) {
    this.#db = db;
    this.#countUnread = countUnread;
  }

  async info(memberId: number): Promise<MemberInfoResult> {
    const row = await memberRepository.findById(this.#db, memberId);
    // The session outlived its member (deleted account): treat it as an expired session.
    if (row?.status !== 1) throw Errors.sessionExpired();
    return { ...presentMember(row), unreadNum: await this.#countUnread(memberId) };
  }
}
