import { StorageKey } from '@qilin/contract/storage-keys';
import { create } from 'zustand';
import { readJson, writeJson } from '../../lib/storage';
import type { BallPosition } from './model/position';
import { knownShortcuts, type ShortcutKey } from './model/shortcuts';

/** The float ball's settings, kept on the device (a settings key: a logout keeps them). */
export type FloatBallSettings = {
  on: boolean;
  shortcuts: ShortcutKey[];
  /** Where it was docked, and the viewport width then (to keep its side on another width). */
  position: BallPosition | null;
  viewWidth?: number;
};

type Stored = Partial<FloatBallSettings>;

function readSettings(): FloatBallSettings {
  const stored = readJson<Stored | null>(StorageKey.floatBall, null) ?? {};
  const position =
    stored.position && Number.isFinite(stored.position.x) && Number.isFinite(stored.position.y)
      ? { x: stored.position.x, y: stored.position.y }
      : null;
  return {
    on: stored.on === true,
    shortcuts: knownShortcuts(stored.shortcuts),
    position,
    viewWidth: typeof stored.viewWidth === 'number' ? stored.viewWidth : undefined,
  };
}

type FloatBallState = FloatBallSettings & {
  setOn: (on: boolean) => void;
  setShortcuts: (shortcuts: ShortcutKey[]) => void;
  setPosition: (position: BallPosition, viewWidth: number) => void;
};

export const useFloatBallStore = create<FloatBallState>()((set, get) => {
  const save = (patch: Partial<FloatBallSettings>) => {
    set(patch);
    const { on, shortcuts, position, viewWidth } = get();
    writeJson(StorageKey.floatBall, { on, shortcuts, position, viewWidth });
  };
  return {
    ...readSettings(),
    setOn: (on) => save({ on }),
    setShortcuts: (shortcuts) => save({ shortcuts }),
    setPosition: (position, viewWidth) => save({ position, viewWidth }),
  };
});

/** Re-reads the stored settings (tests, and another tab having changed them). */
export function reloadFloatBallSettings(): void {
  useFloatBallStore.setState(readSettings());
}
