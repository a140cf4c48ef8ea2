import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from '../test/media-query';
import { followReducedMotion, prefersReducedMotion, REDUCED_MOTION_QUERY } from './reduced-motion';

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

function motionSwitch() {
  const calls: string[] = [];
  const load = vi.fn(async () => ({
    reduceMotion: () => calls.push('reduce'),
    restoreMotion: () => calls.push('restore'),
  }));
  return { calls, load };
}

describe('followReducedMotion (antd-mobile springs follow the system setting)', () => {
  it('never loads the switch for someone who does not ask for reduced motion', async () => {
    const media = fakeMatchMedia();
    const { load } = motionSwitch();
    const stop = followReducedMotion(load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    stop();
    expect(media.listenerCount(REDUCED_MOTION_QUERY)).toBe(0);
  });

  it('reduces at start when asked, and follows the setting as it changes', async () => {
    const media = fakeMatchMedia({ [REDUCED_MOTION_QUERY]: true });
    const { calls, load } = motionSwitch();
    const stop = followReducedMotion(load);
    await vi.waitFor(() => expect(calls).toEqual(['reduce']));
    expect(prefersReducedMotion()).toBe(true);
    media.set(REDUCED_MOTION_QUERY, false);
    media.set(REDUCED_MOTION_QUERY, true);
    expect(calls).toEqual(['reduce', 'restore', 'reduce']);
    stop();
    media.set(REDUCED_MOTION_QUERY, false);
    expect(calls).toHaveLength(3);
  });
});
