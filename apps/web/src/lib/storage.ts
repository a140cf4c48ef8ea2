/**
 * localStorage access that never throws: private browsing and full quotas must not break the app,
 * they only cost persistence.
 */
function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readString(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readJson<T>(key: string, fallback: T): T {
  const raw = readString(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeString(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the in-memory store still holds the value for this visit.
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

export function removeKey(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing to do: the key is unreachable anyway.
  }
}

/** Removes every key except the ones listed (logout and 20004 keep the settings keys). */
export function clearExcept(keep: readonly string[]): void {
  const s = store();
  if (!s) return;
  const doomed: string[] = [];
  for (let i = 0; i < s.length; i += 1) {
    const key = s.key(i);
    if (key !== null && !keep.includes(key)) doomed.push(key);
  }
  for (const key of doomed) removeKey(key);
}

export function clearAll(): void {
  try {
    store()?.clear();
    if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  } catch {
    // See writeString.
  }
}
