/** A fake `window.matchMedia` whose answer the test flips; listeners hear each flip like the real one. */
export function fakeMatchMedia(initial: Record<string, boolean> = {}) {
  const state = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<() => void>>();
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return state.get(query) ?? false;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => {
        if (!listeners.has(query)) listeners.set(query, new Set());
        listeners.get(query)?.add(listener);
      },
      removeEventListener: (_: string, listener: () => void) => listeners.get(query)?.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    set(query: string, matches: boolean): void {
      state.set(query, matches);
      for (const listener of listeners.get(query) ?? []) listener();
    },
    listenerCount: (query: string) => listeners.get(query)?.size ?? 0,
  };
}
