import { ChatMessages, type ChatRoomTier } from '@qilin/contract';
import type { GameResult as WireResult } from '@qilin/domain';

/** Messages a member may send per window (every room together); more answer ChatRateLimited. */
export const CHAT_RATE = { max: 5, windowMs: 10_000 };
/** Messages older than this are pruned (the scheduler's pass). */
export const CHAT_RETENTION_DAYS = 30;

/** A game without configured rooms has these three. */
export const DEFAULT_ROOMS: ReadonlyArray<{ id: string; name: string; tier: ChatRoomTier; sort: number }> = [
  { id: '1', name: ChatMessages.roomBasic, tier: 'basic', sort: 1 },
  { id: '2', name: ChatMessages.roomAdvanced, tier: 'advanced', sort: 2 },
  { id: '3', name: ChatMessages.roomVip, tier: 'vip', sort: 3 },
];

/** Folded for matching: lower case, no spaces or common separators (so 赌 博 and 赌.博 match 赌博). */
export function foldForFilter(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s.·_\-*|,，。、]+/g, '');
}

/** The first listed word the text contains (folded both sides), or null. */
export function blockedWord(text: string, words: readonly string[]): string | null {
  const folded = foldForFilter(text);
  for (const word of words) {
    const w = foldForFilter(word);
    if (w !== '' && folded.includes(w)) return word;
  }
  return null;
}

/** A member's name in the room: the nickname, else a name made from the id (never the username). */
export function memberDisplayName(nickname: string | null | undefined, memberId: number): string {
  const nick = (nickname ?? '').trim();
  return nick !== '' ? nick : ChatMessages.memberName(String(memberId).slice(-4).padStart(4, '0'));
}

const cardText = (c: { rank: number; suit: number }) =>
  `${['♠', '♥', '♣', '♦'][c.suit] ?? ''}${['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'][c.rank - 1] ?? c.rank}`;

/** A drawn result as the announcer says it. */
export function resultText(result: WireResult): string {
  switch (result.game) {
    case 'pc28':
      return `${result.digits.join('+')}=${result.sum}`;
    case 'k3':
      return `${result.dice.join(' ')}（${result.sum}）`;
    case 'ssc':
    case 'syxw':
      return result.balls.join(' ');
    case 'pk10':
      return result.order.join(' ');
    case 'keno':
      return result.numbers.join(' ');
    case 'mark-six':
      return `${result.balls.join(' ')} + ${result.special}`;
    case 'digit-bull':
      return result.digits.join(' ');
    case 'card-bull':
      return result.cards.map(cardText).join(' ');
    case 'baccarat':
      return ChatMessages.baccaratResult(
        result.player.map(cardText).join(' '),
        result.banker.map(cardText).join(' '),
      );
  }
}
