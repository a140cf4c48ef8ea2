import type { Member } from '@qilin/contract';
import type { MemberRow } from './member.tables';

/** Wire shape of contract `memberSchema`; the spec sends the nickname under two names. */
export function presentMember(row: MemberRow): Member {
  const nickname = row.nickname || row.username;
  return {
    memberId: row.id,
    username: row.username,
    nickname,
    nick_name: nickname,
    avatar: row.avatar,
    phone: maskPhone(row.phone),
    real_name: row.real_name,
    nim_id: row.nim_id,
    sign_password: row.fund_password_hash !== null,
  };
}

/** Phones leave the server masked (138****1234); the full number is only ever typed by the member. */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return phone;
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
