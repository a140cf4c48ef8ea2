import { Messages } from '@qilin/contract';
import { showToast } from '../../../lib/toast';

/** Copies with the async clipboard where allowed, else the legacy textarea path (older WebViews). */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    document.body.appendChild(area);
    area.select();
    document.execCommand?.('copy');
    area.remove();
  }
  showToast(Messages.copySuccess);
}
