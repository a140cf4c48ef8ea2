import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { captureInvite } from '../lib/invite';
import { App } from './app';
// After the app's imports: the theme's CSS variables must come after antd-mobile's own defaults.
import '../styles.css';

/** Mounts the app over the boot shell (src/main.tsx calls this once the modules have evaluated). */
export function startApp(container: HTMLElement): void {
  // An invite link's code is kept before anything routes away from it (spec §6: the stored invite URL).
  captureInvite(window.location.href);
  const root = createRoot(container);
  // A transition lets React render the first screen in time slices instead of one long task, so a slow
  // phone stays responsive while the boot shell is on screen (it is replaced when the render commits).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
