import { ProfileMessages } from '@qilin/contract/member-profile-client';
import { charCount, NICKNAME_MAX_COUNT, nicknameProblem } from '@qilin/domain';

/** The nickname field's state: its count against the limit and the refusal to show, if any. */
export function nicknameField(text: string): { count: number; max: number; error: string | null } {
  const problem = nicknameProblem(text);
  const error =
    problem === 'tooLong'
      ? ProfileMessages.nicknameTooLong
      : problem === 'badChars'
        ? ProfileMessages.nicknameBadChars
        : problem === 'empty' && text !== ''
          ? ProfileMessages.nicknameEmpty
          : null;
  return { count: charCount(text.trim()), max: NICKNAME_MAX_COUNT, error };
}
