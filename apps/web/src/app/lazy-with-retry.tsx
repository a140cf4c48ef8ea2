import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { RouteErrorView } from '../components/route-error';
import { Spinner } from '../components/spinner';
import { loadTexts, type TextArea } from '../i18n';

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
      <Spinner />
    </div>
  );
}

/**
 * The app renders its routes with the declarative router (the data router costs ~17 KB gzip more in
 * the first load), which ignores `errorElement`; this boundary gives each screen the same crash page.
 */
export class RouteBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }
  override render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorView error={this.state.error} />;
  }
}

/**
 * A lazy route element with its own Suspense and error boundary. Its screen renders once its chunk
 * and the text areas it shows (i18n `loadTexts`) are both in.
 */
export function lazyRoute(loader: Loader, texts: readonly TextArea[] = []) {
  const Screen = lazyWithRetry(
    texts.length === 0
      ? loader
      : () => Promise.all([loader(), ...texts.map(loadTexts)]).then(([screen]) => screen),
  );
  return (
    <RouteBoundary>
      <Suspense fallback={<RouteFallback />}>
        <Screen />
      </Suspense>
    </RouteBoundary>
  );
}
