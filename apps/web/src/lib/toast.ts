import { Toast } from 'antd-mobile';

/** Error toasts stay 2 s (spec §9); every toast in the app goes through here. */
export const ERROR_TOAST_MS = 2000;

export function showToast(content: string, durationMs = ERROR_TOAST_MS): void {
  Toast.show({ content, duration: durationMs });
}

export function showSuccessToast(content: string, durationMs = ERROR_TOAST_MS): void {
  Toast.show({ content, icon: 'success', duration: durationMs });
}

export function showLoadingToast(content: string): () => void {
  const handler = Toast.show({ content, icon: 'loading', duration: 0 });
  return () => handler.close();
}
