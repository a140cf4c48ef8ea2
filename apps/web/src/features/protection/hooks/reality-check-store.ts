import { create } from 'zustand';

/** Bumped when the member picks another reality-check interval, so the app-wide timer re-arms. */
export const useRealityCheckVersion = create<{ version: number; bump: () => void }>((set) => ({
  version: 0,
  bump: () => set((s) => ({ version: s.version + 1 })),
}));
