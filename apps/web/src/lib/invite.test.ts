import { afterEach, describe, expect, it } from 'vitest';
import { captureInvite, inviteCodeOf, pendingInviteCode } from './invite';
import { sessionStore, useSessionStore } from './session';

describe('invite links', () => {
  afterEach(() => useSessionStore.setState({ inviteUrl: '' }));

  it('reads the code of an invite link, and nothing else', () => {
    expect(inviteCodeOf('https://a.example/register?code=ab12cd34')).toBe('AB12CD34');
    expect(inviteCodeOf('/register?code=AB12CD34&x=1')).toBe('AB12CD34');
    expect(inviteCodeOf('/register')).toBeUndefined();
    expect(inviteCodeOf('/register?code=<script>')).toBeUndefined();
  });

  it('keeps the first invite URL (first touch) and registration sends its code', () => {
    captureInvite('https://a.example/register?code=FIRST123');
    captureInvite('https://a.example/register?code=SECOND12');
    expect(sessionStore.get().inviteUrl).toBe('https://a.example/register?code=FIRST123');
    expect(pendingInviteCode('https://a.example/register')).toBe('FIRST123');
    // A code in the page's own URL is the one the member is looking at.
    expect(pendingInviteCode('https://a.example/register?code=OTHER123')).toBe('OTHER123');
  });

  it('ignores a URL without a code', () => {
    captureInvite('https://a.example/home/hall');
    expect(sessionStore.get().inviteUrl).toBe('');
    expect(pendingInviteCode('https://a.example/register')).toBeUndefined();
  });
});
