import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IMAGE_LIMITS,
  ImageRefused,
  reencodeImage,
  sniffImageMime,
} from '../../src/lib/image-reencode';
import { jpegWithExif, pngBomb, smallPng, smallWebp, truncatedJpeg } from './image-files';

async function refusal(bytes: Uint8Array, limits = DEFAULT_IMAGE_LIMITS): Promise<string> {
  try {
    await reencodeImage(bytes, limits);
  } catch (error) {
    if (error instanceof ImageRefused) return error.reason;
    throw error;
  }
  return 'accepted';
}

describe('the image pipeline (lib/image-reencode)', () => {
  it('keeps JPEG, PNG and WEBP in their own format, re-encoded without their metadata', async () => {
    const jpeg = await jpegWithExif();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const out = await reencodeImage(jpeg);
    expect(out).toMatchObject({ mime: 'image/jpeg', width: 640, height: 480 });
    const meta = await sharp(out.content).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(out.content.includes(Buffer.from('LeakyCam'))).toBe(false);

    expect(await reencodeImage(await smallPng())).toMatchObject({
      mime: 'image/png',
      width: 120,
      height: 80,
    });
    expect(await reencodeImage(await smallWebp())).toMatchObject({
      mime: 'image/webp',
      width: 50,
      height: 50,
    });
  });

  it('scales a large picture to fit the box, never up', async () => {
    const big = await jpegWithExif(3200, 1000);
    const out = await reencodeImage(big, { ...DEFAULT_IMAGE_LIMITS, maxEdge: 800 });
    expect([out.width, out.height]).toEqual([800, 250]);
    const small = await reencodeImage(await smallPng(), { ...DEFAULT_IMAGE_LIMITS, maxEdge: 800 });
    expect([small.width, small.height]).toEqual([120, 80]);
  });

  it('drops bytes a polyglot hides after the image', async () => {
    const png = await smallPng();
    const polyglot = Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]);
    const out = await reencodeImage(polyglot);
    expect(out.content.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('refuses hostile files: text named .png, a truncated JPEG, a 20000×20000 PNG bomb, too many bytes', async () => {
    expect(await refusal(Buffer.from('just some text, not a picture\n'))).toBe('not-image');
    expect(await refusal(await truncatedJpeg())).toBe('not-image');
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(DEFAULT_IMAGE_LIMITS.maxBytes);
    expect(await refusal(bomb)).toBe('too-many-pixels');
    expect(await refusal(Buffer.alloc(DEFAULT_IMAGE_LIMITS.maxBytes + 1, 0xff))).toBe('too-large');
    // Magic of one type, body of another.
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect(await refusal(gif)).toBe('not-image');
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), await smallPng()]);
    expect(await refusal(fakeJpeg)).toBe('not-image');
  });

  it('sniffs by magic bytes only', () => {
    expect(sniffImageMime(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageMime(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffImageMime(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});
