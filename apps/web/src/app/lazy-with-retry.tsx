import { SpinLoading } from 'antd-mobile';
import { type ComponentType, lazy, Suspense } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

const RELOAD_MARK = 'ql-chunk-reload';

/**
 * Phones keep old tabs open across deploys, so a route chunk can vanish under them. Retry the import
 * once; if it fails again, reload the page once (marked in sessionStorage so it cannot loop).
 * After that the error reaches the route's error boundary. (Outline's lazyWithRetry.)
 */
export function lazyWithRetry(loader: Loader, reload: () => void = () => window.location.reload()) {
  return lazy(async () => {
    try {
      const mod = await loader();
      sessionStorage.removeItem(RELOAD_MARK);
      return mod;
    } catch {
      try {
        return await loader();
      } catch (error) {
        if (!sessionStorage.getItem(RELOAD_MARK)) {
          sessionStorage.setItem(RELOAD_MARK, '1');
          reload();
          // Keep Suspense showing the spinner while the page reloads.
          return new Promise<{ default: ComponentType }>(() => {});
        }
        throw error;
      }
    }
  });
}

export function RouteFallback() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <SpinLoading color="primary" />
    </div>
  );
}

/** A lazy route element with its own Suspense boundary. */
export function lazyRoute(loader: Loader) {
  const Screen = lazyWithRetry(loader);
  return (
    <Suspense fallback={<RouteFallback />}>
      <Screen />
    </Suspense>
  );
}
