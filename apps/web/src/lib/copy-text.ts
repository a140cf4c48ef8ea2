import { Messages } from '@qilin/contract/messages';
import { showToast } from './toast';

/**
 * Copies with the async clipboard where allowed, else the legacy textarea path (older WebViews and
 * plain-http pages have no `navigator.clipboard`), then shows the spec's '复制成功!'.
 */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    // Read-only and off-screen: no keyboard and no scroll jump on phones.
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.top = '-1000px';
    document.body.appendChild(area);
    area.select();
    document.execCommand?.('copy');
    area.remove();
  }
  showToast(Messages.copySuccess);
}
