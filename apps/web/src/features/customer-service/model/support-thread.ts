import type { SupportMessage } from '@qilin/contract/support-chat-client';

/**
 * One thread from pages that overlap (the latest page refetched after a push, older pages loaded on
 * scroll, a sent message put in at once): each message once, by id, oldest first. A push can arrive
 * twice or before the send's own answer; the id decides.
 */
export function mergeMessages(...pages: readonly (readonly SupportMessage[])[]): SupportMessage[] {
  const byId = new Map<number, SupportMessage>();
  for (const page of pages) for (const m of page) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The newest message the service (an operator or the system) wrote, or 0: what reading marks read. */
export function lastServiceMessageId(messages: readonly SupportMessage[]): number {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const m = messages[i];
    if (m && m.sender !== 'member') return m.id;
  }
  return 0;
}

/** A page shorter than asked is the oldest: nothing above it to load. */
export function hasOlder(pageLength: number, limit: number): boolean {
  return pageLength >= limit;
}

/** The size that fits `maxEdge` both ways, keeping the ratio, never enlarged. */
export function fitWithin(width: number, height: number, maxEdge: number): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The unread badge's text: none at 0, '99+' above 99. */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? '99+' : String(unread);
}
