import type { Member } from '@qilin/contract';
import { StorageKey } from '@qilin/contract/storage-keys';
import { readJson, removeKey, writeJson } from '../storage';

/**
 * A 试玩 trial session, held apart from the real one: while it is active the store's `token`/`userData`
 * are the trial's (every call and screen plays in trial), but the spec keys `token`/`user_data` keep the
 * real session (a member's, or none) and the trial lives under its own key, so 退出试玩 — or a reload —
 * finds the real session untouched.
 */
export type TrialSession = { token: string; member: Member };

/** The real session parked while a trial is active. */
export type ParkedSession = { token: string; userData: Member | null };

export function readTrial(): TrialSession | null {
  const t = readJson<Partial<TrialSession> | null>(StorageKey.trialSession, null);
  return t && typeof t.token === 'string' && t.token !== '' && t.member ? (t as TrialSession) : null;
}

export function writeTrial(trial: TrialSession | null): void {
  if (trial) writeJson(StorageKey.trialSession, trial);
  else removeKey(StorageKey.trialSession);
}
