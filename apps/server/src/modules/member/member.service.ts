import {
  DEFAULT_AVATARS,
  type Member,
  type MemberInfoResult,
  type NeedPhoneResult,
  ProfileMessages,
} from '@qilin/contract';
import { type NicknameProblem, nicknameProblem } from '@qilin/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { Errors } from '../../lib/errors';
import { maskPhone, presentMember } from './member.presenter';
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
    const info = { ...presentMember(row), unreadNum: await this.#countUnread(memberId) };
    return row.is_trial ? { ...info, is_trial: true } : info;
  }

  /** Spec §7 nickname/edit: the §5 character count decides; the trimmed name is stored. */
  async editNickname(memberId: number, raw: string): Promise<Member> {
    const problem = nicknameProblem(raw);
    if (problem) throw Errors.invalidPayload(NICKNAME_REFUSALS[problem]);
    return this.#update(memberId, { nickname: raw.trim() });
  }

  /** Spec §7 avatar/edit: only one of the default avatars (there is no upload of one's own yet). */
  async editAvatar(memberId: number, avatar: string): Promise<Member> {
    if (!DEFAULT_AVATARS.includes(avatar)) throw Errors.invalidPayload(ProfileMessages.avatarUnknown);
    return this.#update(memberId, { avatar });
  }

  async #update(memberId: number, values: { nickname: string } | { avatar: string }): Promise<Member> {
    const row = await memberRepository.updateProfile(this.#db, memberId, values);
    if (!row) throw Errors.sessionExpired();
    return presentMember(row);
  }

  /** /api/phone: a member without a bound phone must bind one; the bound one is shown masked. */
  async needPhone(memberId: number): Promise<NeedPhoneResult> {
    const row = await memberRepository.findById(this.#db, memberId);
    if (row?.status !== 1) throw Errors.sessionExpired();
    return { need_phone: row.phone === '', phone: row.phone === '' ? '' : maskPhone(row.phone) };
  }
}

const NICKNAME_REFUSALS: Record<NicknameProblem, string> = {
  empty: ProfileMessages.nicknameEmpty,
  tooLong: ProfileMessages.nicknameTooLong,
  badChars: ProfileMessages.nicknameBadChars,
};
