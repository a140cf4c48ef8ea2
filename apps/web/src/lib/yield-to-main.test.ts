import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownTask } from './yield-to-main';

describe('ownTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resumes concurrent callers one per yielded task, in order, scheduling one yield at a time', async () => {
    const turns: (() => void)[] = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => turns.push(resolve)) });
    const resumed: number[] = [];
    const callers = [1, 2, 3].map((n) => ownTask()?.then(() => resumed.push(n)));
    expect(turns).toHaveLength(1);
    for (const expected of [[1], [1, 2], [1, 2, 3]]) {
      turns.shift()?.();
      await vi.waitFor(() => expect(resumed).toEqual(expected));
      // Each task resumes one caller; the next task is asked for only while callers are waiting.
      expect(turns).toHaveLength(expected.length < 3 ? 1 : 0);
    }
    await Promise.all(callers);
  });

  it('resumes everyone waiting when a yield fails', async () => {
    vi.stubGlobal('scheduler', { yield: () => Promise.reject(new Error('aborted')) });
    await expect(Promise.all([ownTask(), ownTask()])).resolves.toEqual([undefined, undefined]);
  });

  it('is nothing to wait for where the browser cannot yield', () => {
    vi.stubGlobal('scheduler', undefined);
    expect(ownTask()).toBeUndefined();
  });
});
