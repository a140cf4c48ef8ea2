import { layerStyle, nextLayer } from '../components/popups/layers';

/** Error toasts stay 2 s (spec §9); every toast in the app goes through here. */
export const ERROR_TOAST_MS = 2000;

type ToastImpl = typeof import('./toast-impl');
let loading: Promise<ToastImpl> | undefined;

/**
 * antd-mobile's Toast (with its mask and imperative renderer, ~6 KB gzip) stays out of the hall's
 * first load: it is fetched when the page is idle (preloadToast) or by the first toast.
 */
export function preloadToast(): Promise<ToastImpl> {
  loading ??= import('./toast-impl');
  return loading;
}

type ToastOptions = Exclude<Parameters<ToastImpl['showAntdToast']>[0], string>;

function show(options: ToastOptions): { close: () => void } {
  let closed = false;
  let handler: { close: () => void } | undefined;
  void preloadToast().then((impl) => {
    // Toasts follow the popup system's layering rule: above every overlay opened before them.
    if (!closed) handler = impl.showAntdToast({ ...options, maskStyle: layerStyle(nextLayer()) });
  });
  return {
    close: () => {
      closed = true;
      handler?.close();
    },
  };
}

export function showToast(content: string, durationMs = ERROR_TOAST_MS): void {
  show({ content, duration: durationMs });
}

export function showSuccessToast(content: string, durationMs = ERROR_TOAST_MS): void {
  show({ content, icon: 'success', duration: durationMs });
}

export function showLoadingToast(content: string): () => void {
  const handler = show({ content, icon: 'loading', duration: 0 });
  return () => handler.close();
}
