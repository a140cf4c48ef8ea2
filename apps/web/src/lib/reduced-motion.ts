import { useSyncExternalStore } from 'react';

/** The user asked the system for less motion (iOS "Reduce Motion", Android "Remove animations"). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION_QUERY)
    : null;
}

export function prefersReducedMotion(): boolean {
  return query()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** For JS-driven motion (marquees, scrolling): true while the user prefers reduced motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}

type MotionSwitch = { reduceMotion: () => void; restoreMotion: () => void };

/**
 * Keeps antd-mobile's react-spring animations (Popup, Mask, Dialog, Tabs) in step with the preference;
 * CSS has its own global rule in styles.css. The switch is loaded only once reduced motion is wanted,
 * so nobody else pays for it on the cold start. Answers the unsubscribe.
 */
export function followReducedMotion(load: () => Promise<MotionSwitch>): () => void {
  let loaded: MotionSwitch | undefined;
  let stopped = false;
  function apply(): void {
    const reduced = prefersReducedMotion();
    if (loaded) {
      if (reduced) loaded.reduceMotion();
      else loaded.restoreMotion();
      return;
    }
    if (!reduced) return;
    void load().then(
      (motion) => {
        loaded = motion;
        if (!stopped) apply();
      },
      () => {},
    );
  }
  apply();
  const unsubscribe = subscribe(apply);
  return () => {
    stopped = true;
    unsubscribe();
  };
}
