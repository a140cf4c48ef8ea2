import { useOverlayStore } from '../components/popups';
import { restoreLanguage } from '../i18n';
import { sessionStore, useSessionStore } from '../lib/session';

/** Applies the skin and quiet mode to the page root and keeps them applied as 设置 changes them. */
function reflect(skin: string, quiet: boolean): void {
  const root = document.documentElement;
  if (skin === 'default') delete root.dataset.skin;
  else root.dataset.skin = skin;
  if (quiet) root.dataset.quiet = '';
  else delete root.dataset.quiet;
}

/** The device settings of 设置 (language, skin, quiet mode) taking effect at start; returns a stop. */
export function applyDeviceSettings(): () => void {
  void restoreLanguage().catch(() => {}); // a failed catalogue fetch leaves the page in zh-CN
  const update = () => reflect(sessionStore.get().skinType, useOverlayStore.getState().toggles.quiet);
  update();
  const stopSession = useSessionStore.subscribe(update);
  const stopOverlay = useOverlayStore.subscribe(update);
  return () => {
    stopSession();
    stopOverlay();
  };
}
