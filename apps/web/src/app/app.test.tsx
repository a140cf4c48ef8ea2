import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/utils';
import { lazyRoute } from './lazy-with-retry';

function Broken(): never {
  throw new Error('screen exploded');
}

describe('route error boundary (the app routes declaratively, where errorElement is ignored)', () => {
  it('a screen that throws shows the crash page with its message, not a blank app', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <div>
        <span>tab bar</span>
        {lazyRoute(async () => ({ default: Broken }))}
      </div>,
    );
    expect(await screen.findByText('页面出错了')).toBeTruthy();
    expect(screen.getByText('screen exploded')).toBeTruthy();
    expect(screen.getByText('tab bar')).toBeTruthy();
  });
});
