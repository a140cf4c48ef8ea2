import type { NeedPhoneResult } from '@qilin/contract';
import { create } from 'zustand';
import { api } from './api-client';
import { memberKey, useSessionStore } from './session';

/** Spec §9: the need-phone check asks the server at most once a second. */
export const NEED_PHONE_THROTTLE_MS = 1000;
export const needPhonePath = '/api/phone';

type Stored = { member: string; result: NeedPhoneResult };

/** Spec §7 `/api/phone` "result stored": the last answer, with the member it was asked for. */
export const useNeedPhoneStore = create<{ stored: Stored | null }>(() => ({ stored: null }));

type Deps = {
  ask: () => Promise<NeedPhoneResult>;
  /** Who is asking now (`memberKey`): an answer never serves another member. */
  member: () => string;
  now: () => number;
  store: typeof useNeedPhoneStore;
};

/**
 * The need-phone check: a call within 1 s of the last request shares that request's answer (the
 * screens that ask may mount, re-mount and ask together); each answer is stored for its member.
 */
export function createNeedPhoneCheck(deps: Deps) {
  let last: { member: string; at: number; answer: Promise<NeedPhoneResult> } | null = null;

  function check(): Promise<NeedPhoneResult> {
    const member = deps.member();
    const at = deps.now();
    if (last && last.member === member && at - last.at < NEED_PHONE_THROTTLE_MS) return last.answer;
    const answer = deps.ask().then((result) => {
      // The member may have changed while the request was out: store it only for its own.
      if (deps.member() === member) deps.store.setState({ stored: { member, result } });
      return result;
    });
    const entry = { member, at, answer };
    last = entry;
    // A failed check is not shared: the next call asks again at once.
    answer.catch(() => {
      if (last === entry) last = null;
    });
    return answer;
  }

  /** A phone was just bound: the stored answer is stale, and the next check asks at once. */
  function forget(): void {
    last = null;
    deps.store.setState({ stored: null });
  }

  return { check, forget };
}

export const needPhoneCheck = createNeedPhoneCheck({
  // Silent: the check only informs a screen; the server's own refusals (20009, 20049) still stand.
  ask: () => api.get<NeedPhoneResult>(needPhonePath, { silent: true }),
  member: () => memberKey(useSessionStore.getState()),
  now: () => Date.now(),
  store: useNeedPhoneStore,
});

/** The stored answer for the member signed in now; null before the first answer. */
export function useStoredNeedPhone(): NeedPhoneResult | null {
  const member = useSessionStore(memberKey);
  return useNeedPhoneStore((s) => (s.stored?.member === member ? s.stored.result : null));
}
