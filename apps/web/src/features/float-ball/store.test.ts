import { StorageKey } from '@qilin/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHORTCUTS, MAX_SHORTCUTS, toggleShortcut } from './model/shortcuts';
import { reloadFloatBallSettings, useFloatBallStore } from './store';

describe('float ball settings', () => {
  it('remembers on/off, shortcuts and the docked place across a reload', () => {
    reloadFloatBallSettings();
    expect(useFloatBallStore.getState()).toMatchObject({
      on: false,
      shortcuts: DEFAULT_SHORTCUTS,
      position: null,
    });
    useFloatBallStore.getState().setOn(true);
    useFloatBallStore.getState().setShortcuts(['withdraw']);
    useFloatBallStore.getState().setPosition({ x: 8, y: 240 }, 375);
    useFloatBallStore.setState({ on: false, shortcuts: [], position: null }); // forget in memory
    reloadFloatBallSettings();
    expect(useFloatBallStore.getState()).toMatchObject({
      on: true,
      shortcuts: ['withdraw'],
      position: { x: 8, y: 240 },
      viewWidth: 375,
    });
  });

  it('ignores stored junk and unknown shortcuts', () => {
    localStorage.setItem(
      StorageKey.floatBall,
      JSON.stringify({ on: 'yes', shortcuts: ['nope', 'hall'], position: { x: 'a' } }),
    );
    reloadFloatBallSettings();
    expect(useFloatBallStore.getState()).toMatchObject({ on: false, shortcuts: ['hall'], position: null });
  });

  it('toggles shortcuts in catalogue order, at most four', () => {
    expect(toggleShortcut(['online', 'hall'], 'recharge')).toEqual(['hall', 'recharge', 'online']);
    expect(toggleShortcut(['hall', 'recharge'], 'hall')).toEqual(['recharge']);
    const full = ['hall', 'recharge', 'withdraw', 'betRecord'] as const;
    expect(full).toHaveLength(MAX_SHORTCUTS);
    expect(toggleShortcut([...full], 'online')).toEqual([...full]);
  });
});
