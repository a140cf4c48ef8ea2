import { DATA_KEY_META, DEV_DATA_KEY_HEX } from '@qilin/contract/encryption';
import { describe, expect, it } from 'vitest';
import { readDataKey } from './env';

function page(meta: string): Document {
  return new DOMParser().parseFromString(`<html><head>${meta}</head><body></body></html>`, 'text/html');
}

describe('the response key', () => {
  it("is the one the server wrote into the page's meta", () => {
    const key = 'AB'.repeat(32);
    expect(readDataKey(page(`<meta name="${DATA_KEY_META}" content="${key}">`))).toBe(key.toLowerCase());
  });

  it('refuses a page whose meta is not a 32-byte hex key', () => {
    expect(() => readDataKey(page(`<meta name="${DATA_KEY_META}" content="abc">`))).toThrow(DATA_KEY_META);
  });

  it('falls back to the development key only outside a production build (unit tests have no served page)', () => {
    expect(readDataKey(page(''))).toBe(DEV_DATA_KEY_HEX);
  });
});
