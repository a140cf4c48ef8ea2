import { describe, expect, it } from 'vitest';
import { factsText, probeLine, screenText } from './machine-facts';

describe('probeLine', () => {
  it('measures the round trip and the offset from the midpoint', async () => {
    const times = [1000, 1080];
    const probe = await probeLine(
      'https://a.example',
      async (url) => {
        expect(url).toBe('https://a.example/api/health');
        return { ok: true, json: async () => ({ success: true, result: { time: 6040 } }) };
      },
      () => times.shift() ?? 0,
    );
    expect(probe).toEqual({ latencyMs: 80, offsetMs: 5000 });
  });

  it('answers null for a failed or malformed answer', async () => {
    const now = () => 0;
    expect(await probeLine('', async () => ({ ok: false, json: async () => ({}) }), now)).toBeNull();
    expect(
      await probeLine('', async () => ({ ok: true, json: async () => ({ result: {} }) }), now),
    ).toBeNull();
    expect(
      await probeLine(
        '',
        async () => {
          throw new TypeError('offline');
        },
        now,
      ),
    ).toBeNull();
  });
});

describe('factsText and screenText', () => {
  it('joins labelled lines and describes the screen', () => {
    expect(
      factsText([
        { label: 'a', value: '1' },
        { label: 'b', value: '2' },
      ]),
    ).toBe('a: 1\nb: 2');
    expect(
      screenText({
        screen: { width: 375, height: 667 } as Screen,
        innerWidth: 375,
        innerHeight: 600,
        devicePixelRatio: 2,
      }),
    ).toBe('375×667 @2x, viewport 375×600');
  });
});
