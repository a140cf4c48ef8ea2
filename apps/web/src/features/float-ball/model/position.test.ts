import { describe, expect, it } from 'vitest';
import {
  BALL_SIZE,
  BOTTOM_GAP,
  clampPosition,
  defaultPosition,
  dockPosition,
  EDGE_GAP,
  isDrag,
  placeOnScreen,
} from './position';

const phone = { width: 375, height: 667 };

describe('float ball position', () => {
  it('keeps the ball on screen while dragging', () => {
    expect(clampPosition({ x: -40, y: -10 }, phone)).toEqual({ x: EDGE_GAP, y: EDGE_GAP });
    expect(clampPosition({ x: 999, y: 999 }, phone)).toEqual({
      x: phone.width - BALL_SIZE - EDGE_GAP,
      y: phone.height - BALL_SIZE - BOTTOM_GAP,
    });
  });

  it('docks to the nearer side edge on release, keeping the height', () => {
    expect(dockPosition({ x: 100, y: 300 }, phone)).toEqual({ x: EDGE_GAP, y: 300 });
    expect(dockPosition({ x: 200, y: 300 }, phone)).toEqual({
      x: phone.width - BALL_SIZE - EDGE_GAP,
      y: 300,
    });
  });

  it('starts at the right edge and brings a remembered place back on a narrower screen', () => {
    expect(placeOnScreen(null, phone)).toEqual(defaultPosition(phone));
    const savedRight = { x: 414 - BALL_SIZE - EDGE_GAP, y: 800 };
    expect(placeOnScreen(savedRight, { width: 320, height: 568 }, 414)).toEqual({
      x: 320 - BALL_SIZE - EDGE_GAP,
      y: 568 - BALL_SIZE - BOTTOM_GAP,
    });
    expect(placeOnScreen({ x: EDGE_GAP, y: 200 }, phone, 414)).toEqual({ x: EDGE_GAP, y: 200 });
  });

  it('tells a tap from a drag by a 6 px move', () => {
    expect(isDrag(3, 4)).toBe(false);
    expect(isDrag(6, 0)).toBe(true);
  });
});
