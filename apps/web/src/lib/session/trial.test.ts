import type { Member } from '@qilin/contract';
import { StorageKey } from '@qilin/contract/storage-keys';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession } from '../../test/utils';
import { useSessionStore } from './store';

const member = (memberId: number, username: string): Member => ({
  memberId,
  username,
  nickname: username,
  nick_name: username,
  avatar: '',
  phone: '',
  real_name: '',
  nim_id: '',
  sign_password: false,
});
const real = member(7, 'demo01');
const trialMember = member(99, 'trial_abc');
const stored = (key: string) => localStorage.getItem(key);

describe('session store: 试玩 trial held apart from the real session', () => {
  beforeEach(() => {
    localStorage.clear();
    resetSession();
  });

  it('a guest plays in trial and 退出试玩 returns to the guest', () => {
    useSessionStore.getState().startTrial('trial-token', trialMember);
    const s = useSessionStore.getState();
    expect(s).toMatchObject({ token: 'trial-token', userData: trialMember, isLogin: true });
    expect(s.trial).toEqual({ token: 'trial-token', member: trialMember });
    // The spec keys never see the trial; it has its own key.
    expect(stored(StorageKey.token)).toBeNull();
    expect(stored(StorageKey.userData)).toBeNull();
    expect(JSON.parse(stored(StorageKey.trialSession) ?? 'null')).toEqual(s.trial);

    useSessionStore.getState().exitTrial();
    expect(useSessionStore.getState()).toMatchObject({
      token: '',
      userData: null,
      isLogin: false,
      trial: null,
    });
    expect(stored(StorageKey.trialSession)).toBeNull();
  });

  it("a member's real session stays untouched through a trial, a token refresh and an expiry", () => {
    useSessionStore.getState().loginSucceeded('real-token', real);
    useSessionStore.getState().startTrial('trial-token', trialMember);
    useSessionStore.getState().setToken('trial-token-2');
    expect(useSessionStore.getState().trial?.token).toBe('trial-token-2');
    expect(stored(StorageKey.token)).toBe('real-token');
    expect(JSON.parse(stored(StorageKey.userData) ?? 'null')).toEqual(real);
    expect(JSON.parse(stored(StorageKey.trialSession) ?? 'null')).toMatchObject({ token: 'trial-token-2' });

    // 20004 on the trial token (or its logout) ends the trial only.
    useSessionStore.getState().clearSession();
    expect(useSessionStore.getState()).toMatchObject({
      token: 'real-token',
      userData: real,
      isLogin: true,
      trial: null,
      parked: null,
    });
    expect(stored(StorageKey.token)).toBe('real-token');
    expect(stored(StorageKey.trialSession)).toBeNull();
  });

  it('starting a second trial keeps the first parked session', () => {
    useSessionStore.getState().loginSucceeded('real-token', real);
    useSessionStore.getState().startTrial('t1', trialMember);
    useSessionStore.getState().startTrial('t2', trialMember);
    useSessionStore.getState().exitTrial();
    expect(useSessionStore.getState()).toMatchObject({ token: 'real-token', userData: real });
  });

  it('logging in ends the trial', () => {
    useSessionStore.getState().startTrial('trial-token', trialMember);
    useSessionStore.getState().loginSucceeded('real-token', real);
    expect(useSessionStore.getState()).toMatchObject({ token: 'real-token', trial: null, parked: null });
    expect(stored(StorageKey.trialSession)).toBeNull();
    expect(stored(StorageKey.token)).toBe('real-token');
  });

  it('a reload resumes the trial over the parked real session', async () => {
    localStorage.setItem(StorageKey.token, 'real-token');
    localStorage.setItem(StorageKey.userData, JSON.stringify(real));
    localStorage.setItem(
      StorageKey.trialSession,
      JSON.stringify({ token: 'trial-token', member: trialMember }),
    );
    vi.resetModules();
    const fresh = await import('./store');
    expect(fresh.useSessionStore.getState()).toMatchObject({
      token: 'trial-token',
      userData: trialMember,
      isLogin: true,
      parked: { token: 'real-token', userData: real },
    });
    fresh.useSessionStore.getState().exitTrial();
    expect(fresh.useSessionStore.getState()).toMatchObject({
      token: 'real-token',
      userData: real,
      isLogin: true,
    });
  });
});
