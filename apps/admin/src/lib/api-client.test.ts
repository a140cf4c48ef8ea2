import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../auth/session';
import { cashierApi } from '../features/cashier/cashier-api';
import { failBody, fakeApi, okBody } from '../test/fake-api';
import { ApiError, isPendingApproval, request } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.signOut();
});

describe('admin API client', () => {
  it("sends an operator session as x-operator-token and answers the envelope's result", async () => {
    sessionStore.signIn({
      credential: { kind: 'operator', token: 'op-token' },
      operator: null,
      permissions: ['cashier.read'],
      mfa: true,
    });
    const calls = fakeApi(() => okBody([{ id: 7 }]));
    await expect(cashierApi.deposits(['paid', 'pending'], 41, 50)).resolves.toEqual([{ id: 7 }]);
    expect(calls[0]?.path).toBe('/api/admin/deposits?status=paid%2Cpending&after_id=41&limit=50');
    expect(calls[0]?.headers['x-operator-token']).toBe('op-token');
    expect(calls[0]?.headers['x-admin-token']).toBeUndefined();
  });

  it('sends the development token as x-admin-token', async () => {
    sessionStore.signInWithToken('dev-secret');
    const calls = fakeApi(() => okBody(null));
    await cashierApi.confirmDeposit(3);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/admin/deposits/3/confirm', body: {} });
    expect(calls[0]?.headers['x-admin-token']).toBe('dev-secret');
  });

  it("throws the server's error_message and code on a refusal", async () => {
    sessionStore.signInWithToken('dev-secret');
    fakeApi(() => failBody(400, 30012, '订单状态不可操作'));
    const error = await request('/api/admin/deposits/3/confirm', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '订单状态不可操作', code: 30012, status: 400 });
  });

  it('ends the session when the server refuses the credential (401)', async () => {
    sessionStore.signInWithToken('stale');
    fakeApi(() => failBody(401, 20004, '请先登录'));
    await expect(request('/api/admin/withdrawals')).rejects.toThrow('请先登录');
    expect(sessionStore.get()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('a refused sign-in (anonymous) keeps whatever session there was', async () => {
    sessionStore.signInWithToken('dev-secret');
    const calls = fakeApi(() => failBody(401, 20001, '用户名或密码错误'));
    await expect(request('/api/admin/auth/login', { body: {}, anonymous: true })).rejects.toThrow(
      '用户名或密码错误',
    );
    expect(calls[0]?.headers['x-admin-token']).toBeUndefined();
    expect(sessionStore.get()).not.toBeNull();
  });

  it('tells a write parked for two-person approval from a done one', () => {
    expect(isPendingApproval({ pending: true, approval_id: 4 })).toBe(true);
    expect(isPendingApproval({ order: { id: 1 }, credited: true })).toBe(false);
    expect(isPendingApproval(null)).toBe(false);
  });
});
