import type { NeedPhoneResult } from '@qilin/contract';
import { describe, expect, it } from 'vitest';
import { create } from 'zustand';
import { createNeedPhoneCheck, NEED_PHONE_THROTTLE_MS, type useNeedPhoneStore } from './need-phone';

const NEEDS: NeedPhoneResult = { need_phone: true, phone: '' };
const BOUND: NeedPhoneResult = { need_phone: false, phone: '138****0000' };

/** A check over a fake server and clock: `answers` are served in order, `fail` makes the next one fail. */
function setup(answers: NeedPhoneResult[]) {
  const clock = { now: 10_000 };
  const who = { member: '7' };
  let asked = 0;
  let served = 0;
  let fail = false;
  const store = create<{ stored: { member: string; result: NeedPhoneResult } | null }>(() => ({
    stored: null,
  })) as typeof useNeedPhoneStore;
  const check = createNeedPhoneCheck({
    ask: async () => {
      asked += 1;
      if (fail) {
        fail = false;
        throw new Error('network');
      }
      served += 1;
      return answers[Math.min(served - 1, answers.length - 1)]!;
    },
    member: () => who.member,
    now: () => clock.now,
    store,
  });
  return {
    check,
    clock,
    who,
    store,
    asked: () => asked,
    failNext: () => {
      fail = true;
    },
  };
}

describe('need-phone check (spec §7 /api/phone, §9 throttled 1 s)', () => {
  it('asks once for the calls within a second, and again after it', async () => {
    const t = setup([NEEDS, BOUND]);
    const [a, b] = await Promise.all([t.check.check(), t.check.check()]);
    t.clock.now += NEED_PHONE_THROTTLE_MS - 1;
    const c = await t.check.check();
    expect([a, b, c]).toEqual([NEEDS, NEEDS, NEEDS]);
    expect(t.asked()).toBe(1);
    t.clock.now += 1;
    expect(await t.check.check()).toEqual(BOUND);
    expect(t.asked()).toBe(2);
  });

  it('stores each answer with the member it was asked for', async () => {
    const t = setup([NEEDS, BOUND]);
    expect(t.store.getState().stored).toBeNull();
    await t.check.check();
    expect(t.store.getState().stored).toEqual({ member: '7', result: NEEDS });
    // Another member within the second is asked for, not served the first one's answer.
    t.who.member = '8';
    expect(await t.check.check()).toEqual(BOUND);
    expect(t.asked()).toBe(2);
    expect(t.store.getState().stored).toEqual({ member: '8', result: BOUND });
  });

  it('does not store an answer that arrives after the member changed', async () => {
    const t = setup([NEEDS]);
    const pending = t.check.check();
    t.who.member = 'guest';
    await pending;
    expect(t.store.getState().stored).toBeNull();
  });

  it('asks again at once after a failure, and after forget (a phone was bound)', async () => {
    const t = setup([NEEDS, BOUND]);
    t.failNext();
    await expect(t.check.check()).rejects.toThrow('network');
    expect(t.store.getState().stored).toBeNull();
    expect(await t.check.check()).toEqual(NEEDS);
    expect(t.asked()).toBe(2);
    t.check.forget();
    expect(t.store.getState().stored).toBeNull();
    expect(await t.check.check()).toEqual(BOUND);
    expect(t.asked()).toBe(3);
  });
});
