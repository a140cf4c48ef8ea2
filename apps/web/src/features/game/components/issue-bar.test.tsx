import { drawResultFor, type GameResult } from '@qilin/domain';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAllPopups, setQuietMode, useOverlayStore } from '../../../components/popups';
import { showOrHoldWin } from '../../../components/popups/win-hold';
import type { IssueClock } from '../hooks/use-sale-issue';
import { revealStepMs } from '../model/draw-reveal';
import { drawnIssue as drawn } from '../test-fixtures';
import { IssueBar } from './issue-bar';

// The draw moment in the room header: 开奖中 with its countdown once sales close, the new result
// revealed one element at a time, then the win card that arrived meanwhile.

const SEED = '5e'.repeat(32);
const drawnIssue = (issue: string) =>
  drawn({ gameCode: 'Ffc', issue, seed: SEED, result: drawResultFor('Ffc', SEED, issue) as GameResult });
const OLD = drawnIssue('20260315-0041');
const NEW = drawnIssue('20260315-0042');

function clockOf(phase: IssueClock['phase'], remainingMs: number): IssueClock {
  return {
    issue: '20260315-0043',
    phase,
    pending: phase !== 'open',
    remainingMs,
    closeAt: 0,
    drawAt: 0,
    commitment: null,
    beacon: null,
    terminalHash: null,
    offsetMs: 0,
  };
}

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

const units = (state: 'shown' | 'hidden') =>
  screen.getByTestId('draw-reveal').querySelectorAll(`[data-reveal=${state}]`).length;
const winCards = () => useOverlayStore.getState().entries.filter((e) => e.spec.kind === 'win').length;

/** Lets the lazy reveal chunk load and render under fake timers. */
async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

describe('IssueBar draw moment', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    closeAllPopups();
    setQuietMode(false);
  });
  afterEach(() => {
    closeAllPopups();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows 开奖中 with its countdown, reveals the new result ball by ball, then the held win card', async () => {
    reducedMotion(false);
    const vibrate = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    const { rerender } = render(<IssueBar gameCode="Ffc" clock={clockOf('open', 30_000)} drawn={[OLD]} />);
    expect(screen.getByTestId('last-result').textContent).toContain('20260315-0041');

    rerender(<IssueBar gameCode="Ffc" clock={clockOf('closed', 8_000)} drawn={[OLD]} />);
    await flush();
    const drawing = screen.getByTestId('draw-moment');
    expect(drawing.textContent).toBe('开奖中00:08');
    expect(screen.queryByTestId('last-result')).toBeNull();
    // settlement's bonus push arrives before the room has the result: it waits
    showOrHoldWin(1234, 'Ffc', '20260315-0042');
    expect(winCards()).toBe(0);

    rerender(<IssueBar gameCode="Ffc" clock={clockOf('open', 30_000)} drawn={[NEW, OLD]} />);
    await flush();
    expect(screen.getByTestId('draw-reveal').textContent).toContain('20260315-0042');
    expect(units('shown')).toBe(0);
    expect(units('hidden')).toBe(5);
    const step = revealStepMs(5);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(step * 2);
    });
    await flush();
    expect(units('shown')).toBe(2);
    expect(units('hidden')).toBe(3);
    expect(vibrate).toHaveBeenCalledTimes(2);
    expect(winCards()).toBe(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(step * 4);
    });
    // done: the header shows the result as usual, and the win card comes out
    expect(screen.queryByTestId('draw-reveal')).toBeNull();
    expect(screen.getByTestId('last-result').textContent).toContain('20260315-0042');
    expect(vibrate).toHaveBeenCalledTimes(5);
    expect(winCards()).toBe(1);

    // The next issue closes: a late win of the revealed issue shows at once, one of the next waits.
    closeAllPopups();
    rerender(<IssueBar gameCode="Ffc" clock={clockOf('closed', 8_000)} drawn={[NEW, OLD]} />);
    await flush();
    expect(screen.getByTestId('draw-moment')).toBeTruthy();
    showOrHoldWin(77, 'Ffc', '20260315-0042');
    expect(winCards()).toBe(1);
    showOrHoldWin(88, 'Ffc', '20260315-0043');
    expect(winCards()).toBe(1);
  });

  it('quiet mode: the reveal still runs, without vibration', async () => {
    reducedMotion(false);
    const vibrate = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    setQuietMode(true);
    const { rerender } = render(<IssueBar gameCode="Ffc" clock={clockOf('closed', 5_000)} drawn={[OLD]} />);
    rerender(<IssueBar gameCode="Ffc" clock={clockOf('open', 30_000)} drawn={[NEW, OLD]} />);
    await flush();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(revealStepMs(5) * 3);
    });
    expect(units('shown')).toBe(3);
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('reduced motion: the result at once, no reveal, no vibration; wins are not held', async () => {
    reducedMotion(true);
    const vibrate = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    const { rerender } = render(<IssueBar gameCode="Ffc" clock={clockOf('closed', 5_000)} drawn={[OLD]} />);
    await flush();
    rerender(<IssueBar gameCode="Ffc" clock={clockOf('open', 30_000)} drawn={[NEW, OLD]} />);
    await flush();
    expect(screen.queryByTestId('draw-reveal')).toBeNull();
    expect(screen.getByTestId('last-result').textContent).toContain('20260315-0042');
    expect(vibrate).not.toHaveBeenCalled();
    showOrHoldWin(500, 'Ffc');
    expect(winCards()).toBe(1);
  });

  it('a room opened on a drawn result shows it as it is; another game’s win is never held', async () => {
    reducedMotion(false);
    render(<IssueBar gameCode="Ffc" clock={clockOf('closed', 5_000)} drawn={[NEW]} />);
    await flush();
    expect(screen.queryByTestId('draw-reveal')).toBeNull();
    expect(screen.getByTestId('draw-moment')).toBeTruthy();
    showOrHoldWin(500, 'Jsk3');
    expect(winCards()).toBe(1);
  });
});
