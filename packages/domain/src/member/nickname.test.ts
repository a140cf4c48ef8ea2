import { describe, expect, it } from 'vitest';
import { NICKNAME_MAX_COUNT, nicknameProblem } from './nickname';

describe('nicknameProblem', () => {
  it('accepts 16 Latin characters or 8 Chinese ones, trimmed', () => {
    expect(nicknameProblem('a'.repeat(NICKNAME_MAX_COUNT))).toBeNull();
    expect(nicknameProblem('麒麟麒麟麒麟麒麟')).toBeNull();
    expect(nicknameProblem('  麒麟ab  ')).toBeNull();
  });

  it('counts characters above Latin-1 as 2', () => {
    expect(nicknameProblem('a'.repeat(17))).toBe('tooLong');
    expect(nicknameProblem('麒麟麒麟麒麟麒麟a')).toBe('tooLong');
    expect(nicknameProblem('é'.repeat(16))).toBeNull();
  });

  it('refuses empty, control and markup characters', () => {
    expect(nicknameProblem('   ')).toBe('empty');
    expect(nicknameProblem('a<b>')).toBe('badChars');
    expect(nicknameProblem('a\u202eb')).toBe('badChars');
    expect(nicknameProblem('a\nb')).toBe('badChars');
  });
});
