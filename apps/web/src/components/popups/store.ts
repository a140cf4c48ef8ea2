import { StorageKey } from '@qilin/contract/storage-keys';
import { create } from 'zustand';
import { readJson, writeJson } from '../../lib/storage';
import { AUTO_CLOSE_MS, type PopupEntry, type PopupSpec, SINGLE_KINDS } from './types';

/** Spec §2 "Global overlay toggles". */
export type OverlayToggle =
  | 'leftWindow'
  | 'gameRoom'
  | 'otherGame'
  | 'worldCup'
  | 'time'
  | 'quiet'
  | 'generalPopup'
  | 'tipPopup';

type OverlayState = {
  entries: PopupEntry[];
  toggles: Record<OverlayToggle, boolean>;
  setToggle: (name: OverlayToggle, on: boolean) => void;
};

const allOff: Record<OverlayToggle, boolean> = {
  leftWindow: false,
  gameRoom: false,
  otherGame: false,
  worldCup: false,
  time: false,
  quiet: false,
  generalPopup: false,
  tipPopup: false,
};

/**
 * Quiet mode (no sounds, no animations) is the one toggle kept on the device: it is the switch every
 * screen reads (`useQuietMode`, `isQuietMode`), and the 设置 screen sets it.
 */
export const useOverlayStore = create<OverlayState>()((set) => ({
  entries: [],
  toggles: { ...allOff, quiet: readJson<boolean>(StorageKey.quietMode, false) === true },
  setToggle: (name, on) => {
    if (name === 'quiet') writeJson(StorageKey.quietMode, on);
    set((s) => ({ toggles: { ...s.toggles, [name]: on } }));
  },
}));

export const useQuietMode = (): boolean => useOverlayStore((s) => s.toggles.quiet);
export const isQuietMode = (): boolean => useOverlayStore.getState().toggles.quiet;
export const setQuietMode = (on: boolean): void => useOverlayStore.getState().setToggle('quiet', on);

let nextKey = 1;

function remove(key: number): void {
  useOverlayStore.setState((s) => ({ entries: s.entries.filter((e) => e.key !== key) }));
}

/** Opens a popup; resolves with true when it closes confirmed, false otherwise. Never rejects. */
export function showPopup(spec: PopupSpec): Promise<boolean> {
  if (SINGLE_KINDS.has(spec.kind)) {
    const open = useOverlayStore.getState().entries.find((e) => e.spec.kind === spec.kind);
    if (open) return open.result;
  }
  const key = nextKey++;
  let settle: (confirmed: boolean) => void = () => {};
  const result = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settled = false;
  const close = (confirmed: boolean) => {
    if (settled) return;
    settled = true;
    if (timer) clearTimeout(timer);
    remove(key);
    settle(confirmed);
  };
  const autoClose = AUTO_CLOSE_MS[spec.kind];
  if (autoClose !== undefined) timer = setTimeout(() => close(false), autoClose);
  useOverlayStore.setState((s) => ({ entries: [...s.entries, { key, spec, close, result }] }));
  return result;
}

/** Closes every open popup of a kind (e.g. the bet-submitting indicator once the call returns). */
export function closePopups(kind: PopupSpec['kind'], confirmed = false): void {
  for (const entry of useOverlayStore.getState().entries) {
    if (entry.spec.kind === kind) entry.close(confirmed);
  }
}

export function closeAllPopups(): void {
  for (const entry of useOverlayStore.getState().entries) entry.close(false);
}
