export { confirmPopup, isPopupDismissed } from './confirm';
export { GlobalPopups } from './global-popups';
export { LAYER_BASE, LAYER_STEP, layerStyle, nextLayer, useLayer } from './layers';
export { popups } from './popups';
export {
  closeAllPopups,
  closePopups,
  isQuietMode,
  type OverlayToggle,
  setQuietMode,
  showPopup,
  useOverlayStore,
  useQuietMode,
} from './store';
export {
  NOT_MEMBER_CLOSE_MS,
  PopupDismissedError,
  type PopupEntry,
  type PopupKind,
  type PopupSpec,
} from './types';
