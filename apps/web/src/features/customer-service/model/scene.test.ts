import { describe, expect, it } from 'vitest';
import { kefuAction } from './kefu-action';
import { sceneFor } from './scene';

describe('sceneFor (spec §6)', () => {
  it('asks scene 2 for a logged-in member and scene 1 for a guest', () => {
    expect(sceneFor(true)).toBe(2);
    expect(sceneFor(false)).toBe(1);
  });
});

describe('kefuAction', () => {
  const kefu = { id: 1, nickname: '客服', avatar: '' };
  it('opens an http(s) chat link (type 1) and copies WeChat and QQ accounts (types 2, 3)', () => {
    expect(kefuAction({ ...kefu, type: 1, account: 'https://chat.example.com/a' })).toEqual({
      kind: 'open',
      href: 'https://chat.example.com/a',
    });
    expect(kefuAction({ ...kefu, type: 2, account: 'wx_kefu1' })).toEqual({ kind: 'copy', text: 'wx_kefu1' });
    expect(kefuAction({ ...kefu, type: 3, account: '800012345' })).toEqual({
      kind: 'copy',
      text: '800012345',
    });
  });

  it('never opens anything but an http(s) link', () => {
    for (const account of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example.com',
      'chat.example.com',
    ]) {
      expect(kefuAction({ ...kefu, type: 1, account }), account).toEqual({ kind: 'none' });
    }
    expect(kefuAction({ ...kefu, type: 2, account: ' ' })).toEqual({ kind: 'none' });
  });
});
