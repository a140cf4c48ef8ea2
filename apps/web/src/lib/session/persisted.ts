import type { Member } from '@qilin/contract';
import type { DeviceType } from '@qilin/contract/headers';
import { StorageKey } from '@qilin/contract/storage-keys';
import { readJson, readString, removeKey, writeJson, writeString } from '../storage';

/** Notices already acknowledged, per member, plus the "show the notice on entry" flag raised at login. */
export type NoticeMark = { pending: boolean; seen: Record<string, string[]> };

/** The part of the session kept in localStorage, each field under its spec key (spec §3). */
export type PersistedSession = {
  token: string;
  /** When the token expires (epoch ms); 0 = not known (a session stored before expiries were kept). */
  tokenExpiresAt: number;
  deviceId: string;
  deviceType: DeviceType;
  userData: Member | null;
  mainLine: string;
  mainLineList: string[];
  payTypes: unknown[];
  noticeMark: NoticeMark;
  skinType: string;
  gameKey: number;
  firstIn: boolean;
  inviteUrl: string;
};

type FieldSpec<K extends keyof PersistedSession> = {
  key: string;
  kind: 'string' | 'json';
  fallback: () => PersistedSession[K];
};

export function newDeviceId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export const persistedFields: { [K in keyof PersistedSession]: FieldSpec<K> } = {
  token: { key: StorageKey.token, kind: 'string', fallback: () => '' },
  tokenExpiresAt: { key: StorageKey.tokenExpiresAt, kind: 'json', fallback: () => 0 },
  deviceId: { key: StorageKey.deviceId, kind: 'string', fallback: newDeviceId },
  deviceType: { key: StorageKey.deviceType, kind: 'string', fallback: () => 'h5' },
  userData: { key: StorageKey.userData, kind: 'json', fallback: () => null },
  mainLine: { key: StorageKey.mainLine, kind: 'string', fallback: () => '' },
  mainLineList: { key: StorageKey.mainLineList, kind: 'json', fallback: () => [] },
  payTypes: { key: StorageKey.payTypes, kind: 'json', fallback: () => [] },
  noticeMark: { key: StorageKey.noticeMark, kind: 'json', fallback: () => ({ pending: false, seen: {} }) },
  skinType: { key: StorageKey.skinType, kind: 'string', fallback: () => 'default' },
  gameKey: { key: StorageKey.gameKey, kind: 'json', fallback: () => 1 },
  firstIn: { key: StorageKey.firstIn, kind: 'json', fallback: () => false },
  inviteUrl: { key: StorageKey.inviteUrl, kind: 'string', fallback: () => '' },
};

const fieldNames = Object.keys(persistedFields) as (keyof PersistedSession)[];

function readField<K extends keyof PersistedSession>(name: K): PersistedSession[K] {
  const spec = persistedFields[name];
  if (spec.kind === 'string') {
    const raw = readString(spec.key);
    return (raw ?? spec.fallback()) as PersistedSession[K];
  }
  return readJson<PersistedSession[K]>(spec.key, spec.fallback());
}

export function readPersisted(): PersistedSession {
  const out = {} as Record<string, unknown>;
  for (const name of fieldNames) out[name] = readField(name);
  const session = out as PersistedSession;
  // The device id is generated once and must survive reloads, so write it as soon as it exists.
  if (readString(StorageKey.deviceId) === null) writeString(StorageKey.deviceId, session.deviceId);
  if (readString(StorageKey.deviceType) === null) writeString(StorageKey.deviceType, session.deviceType);
  return session;
}

export function defaultsExceptDevice(): Omit<PersistedSession, 'deviceId' | 'deviceType'> {
  return {
    token: '',
    tokenExpiresAt: 0,
    userData: null,
    mainLine: '',
    mainLineList: [],
    payTypes: [],
    noticeMark: { pending: false, seen: {} },
    skinType: 'default',
    gameKey: 1,
    firstIn: false,
    inviteUrl: '',
  };
}

/** Device identity is always written; other fields at their default remove their key instead. */
const ALWAYS_WRITTEN: ReadonlySet<keyof PersistedSession> = new Set(['deviceId', 'deviceType']);

function isDefault<K extends keyof PersistedSession>(name: K, value: PersistedSession[K]): boolean {
  if (ALWAYS_WRITTEN.has(name)) return false;
  return value === null || JSON.stringify(value) === JSON.stringify(persistedFields[name].fallback());
}

/** Writes the fields that changed; default values remove their key so a cleared session leaves no trace. */
export function writeChanged(next: PersistedSession, prev: PersistedSession): void {
  for (const name of fieldNames) {
    if (next[name] === prev[name]) continue;
    const spec = persistedFields[name];
    const value = next[name];
    if (isDefault(name, value)) removeKey(spec.key);
    else if (spec.kind === 'string') writeString(spec.key, String(value));
    else writeJson(spec.key, value);
  }
}

export function pickPersisted(state: PersistedSession): PersistedSession {
  const out = {} as Record<string, unknown>;
  for (const name of fieldNames) out[name] = state[name];
  return out as PersistedSession;
}
