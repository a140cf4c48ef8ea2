/** Where the float ball sits: its top-left corner in CSS pixels of the viewport. */
export type BallPosition = { x: number; y: number };
export type Viewport = { width: number; height: number };

export const BALL_SIZE = 52;
/** Space kept free from the screen edges (and, at the bottom, above the tab bar). */
export const EDGE_GAP = 8;
export const BOTTOM_GAP = 72;
/** A press that moves less than this is a tap, not a drag. */
export const DRAG_THRESHOLD = 6;

export function defaultPosition(view: Viewport): BallPosition {
  return { x: view.width - BALL_SIZE - EDGE_GAP, y: Math.round(view.height * 0.6) };
}

/** Keeps the ball wholly on screen while it is dragged. */
export function clampPosition(pos: BallPosition, view: Viewport): BallPosition {
  const maxX = Math.max(EDGE_GAP, view.width - BALL_SIZE - EDGE_GAP);
  const maxY = Math.max(EDGE_GAP, view.height - BALL_SIZE - BOTTOM_GAP);
  return {
    x: Math.round(Math.min(Math.max(pos.x, EDGE_GAP), maxX)),
    y: Math.round(Math.min(Math.max(pos.y, EDGE_GAP), maxY)),
  };
}

/** On release the ball docks to the nearer side edge (it never rests over the middle of a screen). */
export function dockPosition(pos: BallPosition, view: Viewport): BallPosition {
  const clamped = clampPosition(pos, view);
  const centre = clamped.x + BALL_SIZE / 2;
  const x = centre < view.width / 2 ? EDGE_GAP : Math.max(EDGE_GAP, view.width - BALL_SIZE - EDGE_GAP);
  return { x, y: clamped.y };
}

/**
 * A remembered place on this screen: a place saved on a wider or taller screen (rotation, another
 * window size) is brought back on screen and to the edge it was docked to.
 */
export function placeOnScreen(saved: BallPosition | null, view: Viewport, savedWidth?: number): BallPosition {
  if (!saved) return defaultPosition(view);
  const wasRight = savedWidth !== undefined && saved.x + BALL_SIZE / 2 >= savedWidth / 2;
  const pos = wasRight ? { ...saved, x: view.width } : saved;
  return dockPosition(pos, view);
}

export function isDrag(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) >= DRAG_THRESHOLD;
}
