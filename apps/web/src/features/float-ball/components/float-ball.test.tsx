import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoMember, renderRoutes, resetSession } from '../../../test/utils';
import { reloadFloatBallSettings, useFloatBallStore } from '../store';
import { FloatBall } from './float-ball';

// jsdom has no PointerEvent: without one, fireEvent.pointer* drops clientX/clientY.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  window.PointerEvent = PointerEventShim as unknown as typeof PointerEvent;
}

describe('FloatBall', () => {
  it('drags, docks to the nearer edge, remembers it, and a tap opens the shortcuts', async () => {
    resetSession({ isLogin: true, token: 't', userData: demoMember });
    reloadFloatBallSettings();
    window.innerWidth = 375;
    window.innerHeight = 667;
    const { router } = renderRoutes(
      [
        { path: '/x', element: <FloatBall /> },
        { path: '/home/hall', element: <p>hall</p> },
      ],
      '/x',
    );
    const ball = screen.getByTestId('float-ball');
    const button = screen.getByRole('button', { name: '打开快捷入口' });
    expect(ball.style.left).toBe('315px'); // 375 − 52 − 8
    fireEvent.pointerDown(button, { clientX: 340, clientY: 420, pointerId: 1 });
    fireEvent.pointerMove(button, { clientX: 100, clientY: 300, pointerId: 1 });
    fireEvent.pointerUp(button, { clientX: 100, clientY: 300, pointerId: 1 });
    fireEvent.click(button); // the click that ends a drag does not open the menu
    expect(ball.style.left).toBe('8px');
    expect(useFloatBallStore.getState().position).toEqual({ x: 8, y: Number.parseInt(ball.style.top, 10) });
    expect(screen.queryByRole('navigation')).toBeNull();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: '大厅' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home/hall'));
  });
});
