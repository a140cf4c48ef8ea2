import type { SupportMessage } from '@qilin/contract/support-chat-client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badgeText, fitWithin, hasOlder, lastServiceMessageId, mergeMessages } from './support-thread';

const msg = (
  id: number,
  sender: SupportMessage['sender'] = 'member',
  content = `m${id}`,
): SupportMessage => ({
  id,
  conversationId: 1,
  sender,
  kind: 'text',
  content,
  image: null,
  createdAt: '2026-03-01T02:00:00.000Z',
});

describe('the support thread model', () => {
  it('merges overlapping pages: each message once, oldest first, the later copy wins', () => {
    const older = [msg(1), msg(2), msg(3)];
    const latest = [msg(3, 'member', 'edited'), msg(4, 'operator'), msg(5)];
    const merged = mergeMessages(older, latest, [msg(4, 'operator')]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    expect(merged[2]?.content).toBe('edited');
  });

  it('merge is order-free and duplicate-free for any pages (property)', () => {
    const ids = fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 30 });
    fc.assert(
      fc.property(ids, ids, (a, b) => {
        const merged = mergeMessages(
          a.map((i) => msg(i)),
          b.map((i) => msg(i)),
        );
        const out = merged.map((m) => m.id);
        expect(out).toEqual([...new Set([...a, ...b])].sort((x, y) => x - y));
        expect(
          mergeMessages(
            b.map((i) => msg(i)),
            a.map((i) => msg(i)),
          ).map((m) => m.id),
        ).toEqual(out);
      }),
    );
  });

  it('marks read up to the newest message the service wrote', () => {
    expect(lastServiceMessageId([msg(1), msg(2, 'operator'), msg(3)])).toBe(2);
    expect(lastServiceMessageId([msg(1), msg(2, 'system')])).toBe(2);
    expect(lastServiceMessageId([msg(1)])).toBe(0);
    expect(lastServiceMessageId([])).toBe(0);
  });

  it('knows when older pages may exist', () => {
    expect(hasOlder(50, 50)).toBe(true);
    expect(hasOlder(49, 50)).toBe(false);
  });

  it('fits a picture in the box, keeping its ratio, never enlarging it', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(1000, 3000, 1600)).toEqual({ width: 533, height: 1600 });
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(0, 600, 1600)).toEqual({ width: 0, height: 0 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20000 }), fc.integer({ min: 1, max: 20000 }), (w, h) => {
        const out = fitWithin(w, h, 1600);
        expect(Math.max(out.width, out.height)).toBeLessThanOrEqual(Math.max(1600, 1));
        expect(out.width).toBeLessThanOrEqual(w);
        expect(out.height).toBeLessThanOrEqual(h);
      }),
    );
  });

  it('shows the badge from 1, capped at 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(120)).toBe('99+');
  });
});
