import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineConfigSchema } from '../src/line-config';
import { isLineConfig, parseLineList } from '../src/line-config-client';
import { junk, nearMiss } from './guard-arbitraries';

const accepts = (value: unknown) => lineConfigSchema.safeParse(value).success;
const platformKeys = ['download_url', 'plist_url', 'status', 'startTime', 'endTime'];
const goodPlatform = { download_url: 'd', plist_url: 'p', status: 1, startTime: 's', endTime: 'e' };

describe('isLineConfig (zod-free guard) accepts exactly what lineConfigSchema accepts', () => {
  it('accepts a full config and refuses a fractional status', () => {
    const config = { api: 'a.example,b.example', origin: 'o', android: goodPlatform, ios: goodPlatform };
    expect(accepts(config)).toBe(true);
    expect(isLineConfig(config)).toBe(true);
    const bad = { ...config, ios: { ...goodPlatform, status: 1.5 } };
    expect(accepts(bad)).toBe(false);
    expect(isLineConfig(bad)).toBe(false);
  });

  it('agrees on near-miss configs, top level and nested', () => {
    const platform = fc.oneof(fc.constant(goodPlatform), nearMiss(platformKeys));
    const config = fc.record({
      top: nearMiss(['api', 'origin']),
      android: platform,
      ios: fc.oneof(platform, junk),
    });
    fc.assert(
      fc.property(config, ({ top, android, ios }) => {
        const value = { ...top, android, ios };
        expect(isLineConfig(value)).toBe(accepts(value));
      }),
      { numRuns: 1500, seed: 6 },
    );
  });

  it('agrees on junk', () => {
    fc.assert(
      fc.property(junk, (value) => {
        expect(isLineConfig(value)).toBe(accepts(value));
      }),
      { numRuns: 500, seed: 6 },
    );
  });

  it('splits the comma list, trimming blanks and trailing slashes', () => {
    expect(parseLineList(' https://a.example/ ,,b.example//')).toEqual(['https://a.example', 'b.example']);
  });
});
