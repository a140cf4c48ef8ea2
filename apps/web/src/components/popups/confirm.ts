import { showPopup } from './store';
import { PopupDismissedError, type PopupSpec } from './types';

/**
 * Spec §4 "Confirm popups": resolves when the popup closes with the confirmed flag, rejects with
 * PopupDismissedError otherwise, so callers can `await confirmPopup(...)` and let cancel fall through.
 */
export async function confirmPopup(spec: PopupSpec): Promise<void> {
  const confirmed = await showPopup(spec);
  if (!confirmed) throw new PopupDismissedError(spec.kind);
}

export function isPopupDismissed(error: unknown): error is PopupDismissedError {
  return error instanceof PopupDismissedError;
}
