import { isHttpUrl, type Kefu, KefuType } from '@qilin/contract/customer-service-client';

/** What tapping a contact does: open its chat link (type 1) or copy its WeChat / QQ account. */
export type KefuAction = { kind: 'open'; href: string } | { kind: 'copy'; text: string } | { kind: 'none' };

export function kefuAction(kefu: Kefu): KefuAction {
  if (kefu.type === KefuType.chat) {
    // Only an http(s) link is ever opened, whatever was stored.
    return isHttpUrl(kefu.account) ? { kind: 'open', href: kefu.account } : { kind: 'none' };
  }
  return kefu.account.trim() === '' ? { kind: 'none' } : { kind: 'copy', text: kefu.account };
}
