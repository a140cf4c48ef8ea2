import type { Kefu, LineConfig, Member, SiteFlags } from '@qilin/contract';
import { SETTINGS_KEYS } from '@qilin/contract/storage-keys';
import { create } from 'zustand';
import { clearAll, clearExcept } from '../storage';
import {
  defaultsExceptDevice,
  newDeviceId,
  type PersistedSession,
  pickPersisted,
  readPersisted,
  writeChanged,
} from './persisted';
import { type ParkedSession, readTrial, type TrialSession, writeTrial } from './trial';

/** Session, line and flag state (spec §3 "Session state"). Server data lives in TanStack Query. */
export type SessionState = PersistedSession & {
  isLogin: boolean;
  registrable: SiteFlags['registrable'];
  captcha: SiteFlags['captcha'];
  onlinePay: boolean;
  /** Spec §3: the customer-service link (GET customer/key's result.key) and the kefu list of the scene. */
  serviceLink: string;
  kefuList: Kefu[];
  /** Socket identity from the `identify` message. */
  uuid: string;
  /** Request signatures on (socket `defense`) or off (`undefense`). */
  defense: boolean;
  lineConfig: LineConfig | null;
  /** The active 试玩 trial session, or null (see `./trial.ts`). */
  trial: TrialSession | null;
  /** The real session, parked while a trial is active; `token`/`userData` are the trial's meanwhile. */
  parked: ParkedSession | null;
};

export type SessionActions = {
  /** `expiresIn`: the token's life in seconds as the server answers it (`expires_in`). */
  loginSucceeded: (token: string, member: Member, expiresIn?: number) => void;
  setMember: (member: Member) => void;
  setToken: (token: string, expiresIn?: number) => void;
  clearSession: () => void;
  clearAllStorage: () => void;
  setFlags: (flags: Partial<SiteFlags>) => void;
  setLines: (mainLine: string, list: string[]) => void;
  setLineConfig: (config: LineConfig) => void;
  putLineFirst: (line: string) => void;
  dropLines: (lines?: readonly string[]) => void;
  setUuid: (uuid: string) => void;
  setDefense: (on: boolean) => void;
  markNoticeSeen: (memberKey: string, noticeId: string) => void;
  consumeNoticeFlag: () => boolean;
  setSkinType: (skin: string) => void;
  setCustomerService: (serviceLink: string, kefuList: Kefu[]) => void;
  /** 试玩: play in a trial session; the real session (a member's, or none) is parked untouched. */
  startTrial: (token: string, member: Member) => void;
  /** 退出试玩: back to the parked real session (a member's, or the guest). */
  exitTrial: () => void;
};

/** The epoch ms a token expires at; 0 when the server did not say. */
function expiresAt(expiresIn: number | undefined): number {
  return expiresIn && expiresIn > 0 ? Date.now() + expiresIn * 1000 : 0;
}

function initialState(): SessionState {
  const persisted = readPersisted();
  const trial = readTrial();
  const real = { isLogin: persisted.token !== '' && persisted.userData !== null, trial: null, parked: null };
  const active = trial
    ? {
        token: trial.token,
        userData: trial.member,
        isLogin: true,
        trial,
        parked: { token: persisted.token, userData: persisted.userData },
      }
    : real;
  return {
    ...persisted,
    ...active,
    registrable: '1',
    captcha: '0',
    onlinePay: false,
    serviceLink: '',
    kefuList: [],
    uuid: '',
    defense: false,
    lineConfig: null,
  };
}

export const useSessionStore = create<SessionState & SessionActions>()((set, get) => ({
  ...initialState(),
  // Logging in ends a trial: the new member session replaces both.
  loginSucceeded: (token, member, expiresIn) =>
    set((s) => ({
      trial: null,
      parked: null,
      token,
      tokenExpiresAt: expiresAt(expiresIn),
      userData: member,
      isLogin: true,
      firstIn: true,
      gameKey: 1,
      noticeMark: { ...s.noticeMark, pending: true },
    })),
  setMember: (member) =>
    set((s) => ({ userData: member, ...(s.trial && { trial: { ...s.trial, member } }) })),
  setToken: (token, expiresIn) =>
    set((s) => ({
      token,
      tokenExpiresAt: expiresAt(expiresIn),
      ...(s.trial && { trial: { ...s.trial, token } }),
    })),
  startTrial: (token, member) =>
    set((s) => ({
      parked: s.parked ?? { token: s.token, userData: s.userData },
      trial: { token, member },
      token,
      userData: member,
      isLogin: true,
    })),
  exitTrial: () =>
    set((s) => {
      if (!s.parked) return {};
      const { token, userData } = s.parked;
      return { trial: null, parked: null, token, userData, isLogin: token !== '' && userData !== null };
    }),
  clearSession: () => {
    // An expired or logged-out trial ends the trial only: the parked real session comes back.
    if (get().trial) {
      get().exitTrial();
      return;
    }
    clearExcept(SETTINGS_KEYS);
    const { mainLine, mainLineList, skinType, noticeMark } = get();
    // The kefu list may hold members-only contacts (scene 2): it leaves with the session.
    set({
      ...defaultsExceptDevice(),
      mainLine,
      mainLineList,
      skinType,
      noticeMark,
      isLogin: false,
      kefuList: [],
    });
  },
  clearAllStorage: () => {
    clearAll();
    set({
      ...defaultsExceptDevice(),
      deviceId: newDeviceId(),
      isLogin: false,
      uuid: '',
      defense: false,
      kefuList: [],
      trial: null,
      parked: null,
    });
  },
  setFlags: (flags) => set(flags),
  setLines: (mainLine, list) => set({ mainLine, mainLineList: list }),
  setLineConfig: (lineConfig) => set({ lineConfig }),
  putLineFirst: (line) =>
    set((s) => ({ mainLine: line, mainLineList: [line, ...s.mainLineList.filter((l) => l !== line)] })),
  dropLines: (lines) =>
    set((s) => {
      const remaining = lines === undefined ? [] : s.mainLineList.filter((l) => !lines.includes(l));
      const mainStays = remaining.includes(s.mainLine);
      return { mainLineList: remaining, mainLine: mainStays ? s.mainLine : (remaining[0] ?? '') };
    }),
  setUuid: (uuid) => set({ uuid }),
  setDefense: (defense) => set({ defense }),
  markNoticeSeen: (memberKey, noticeId) =>
    set((s) => {
      const seen = s.noticeMark.seen[memberKey] ?? [];
      if (seen.includes(noticeId)) return {};
      // Keep the list short: only the latest notices matter for "show once".
      const nextSeen = [...seen, noticeId].slice(-200);
      return { noticeMark: { ...s.noticeMark, seen: { ...s.noticeMark.seen, [memberKey]: nextSeen } } };
    }),
  consumeNoticeFlag: () => {
    const pending = get().noticeMark.pending;
    if (pending) set((s) => ({ noticeMark: { ...s.noticeMark, pending: false } }));
    return pending;
  },
  setSkinType: (skinType) => set({ skinType }),
  setCustomerService: (serviceLink, kefuList) => set({ serviceLink, kefuList }),
}));

/** What the spec keys hold: the real session, the parked one while a trial is active. */
function realView(s: SessionState): PersistedSession {
  const p = pickPersisted(s);
  return s.parked ? { ...p, token: s.parked.token, userData: s.parked.userData } : p;
}

useSessionStore.subscribe((next, prev) => {
  writeChanged(realView(next), realView(prev));
  if (next.trial !== prev.trial) writeTrial(next.trial);
});

/** Key used for "once per member" bookkeeping; guests share one bucket. */
export function memberKey(state: Pick<SessionState, 'userData'>): string {
  return state.userData ? String(state.userData.memberId) : 'guest';
}

export function hasSeenNotice(state: SessionState, noticeId: string): boolean {
  return (state.noticeMark.seen[memberKey(state)] ?? []).includes(noticeId);
}

export const sessionStore = {
  get: () => useSessionStore.getState(),
};
