import { charCount } from '../money/recharge';

/** Longest nickname by the spec's character count (§5: characters above Latin-1 count 2), so 8 汉字. */
export const NICKNAME_MAX_COUNT = 16;

export type NicknameProblem = 'empty' | 'tooLong' | 'badChars';

// Control and format characters (invisible or direction-changing) and markup characters would let a
// nickname impersonate or break the chat and lists it is shown in.
const FORBIDDEN = /[\p{Cc}\p{Cf}<>&"'\\]/u;

/** Why a nickname (before trimming) is refused, or null when it may be saved as trimmed. */
export function nicknameProblem(raw: string): NicknameProblem | null {
  const text = raw.trim();
  if (text === '') return 'empty';
  if (FORBIDDEN.test(text)) return 'badChars';
  if (charCount(text) > NICKNAME_MAX_COUNT) return 'tooLong';
  return null;
}
