import { type CSSProperties, useRef } from 'react';

/**
 * The one layering rule for every overlay (popup-system dialogs, feature sheets and panels, toasts):
 * an overlay opened later is drawn above every overlay opened before it. antd-mobile's Popup, Dialog,
 * CenterPopup and Mask all read their stacking level from the documented `--z-index` CSS variable
 * (antd-mobile's own default is 1000 for all of them, with a Popup's body at `--z-index + 10`, which is
 * why a dialog opened over a right-side panel used to sit under it); each overlay takes the next level
 * here when it opens.
 */
export const LAYER_BASE = 1000;
/** A Popup draws its body 10 above its mask, so consecutive layers are 20 apart. */
export const LAYER_STEP = 20;

let top = LAYER_BASE;

/** The next stacking level: above every overlay opened so far. */
export function nextLayer(): number {
  top += LAYER_STEP;
  return top;
}

/** The antd-mobile `style` that puts an overlay on a level. */
export function layerStyle(zIndex: number): CSSProperties {
  return { '--z-index': String(zIndex) } as CSSProperties;
}

/**
 * Gives an antd-mobile overlay its level: a new one each time `visible` turns true, kept while it
 * closes (so the closing animation stays where it was). Spread into the overlay's `style`.
 */
export function useLayer(visible = true): CSSProperties | undefined {
  const state = useRef<{ visible: boolean; zIndex: number } | null>(null);
  if (visible && !state.current?.visible) state.current = { visible: true, zIndex: nextLayer() };
  else if (!visible && state.current?.visible) state.current = { ...state.current, visible: false };
  return state.current ? layerStyle(state.current.zIndex) : undefined;
}
