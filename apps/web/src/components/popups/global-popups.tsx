import { lazy, Suspense, useEffect } from 'react';
import { loadTexts } from '../../i18n';
import { whenIdle } from '../../lib/when-idle';
import { useOverlayStore } from './store';

const loadViews = () => Promise.all([import('./popup-views'), loadTexts('popup')]).then(([views]) => views);
const PopupViews = lazy(loadViews);

/** Fetch the popup renderers once the page is idle, so the first popup does not wait on the network. */
function usePrefetchViews(): void {
  useEffect(() => whenIdle(() => void loadViews()), []);
}

/**
 * Mounted once at the app root; renders whatever popups are open, newest on top. The renderers are
 * a lazy chunk: the hall's first paint needs none of them.
 */
export function GlobalPopups() {
  const entries = useOverlayStore((s) => s.entries);
  usePrefetchViews();
  if (entries.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PopupViews entries={entries} />
    </Suspense>
  );
}
