import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A photo-like JPEG carrying EXIF (camera, GPS-ish comment) that re-encoding must drop. */
export async function jpegWithExif(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 90 } } })
    .withExif({
      IFD0: { Make: 'LeakyCam', Model: 'Tracker 3000', ImageDescription: 'home 31.2304N 121.4737E' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function smallPng(width = 120, height = 80): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 120, b: 255, alpha: 1 } } })
    .png()
    .toBuffer();
}

export async function smallWebp(): Promise<Buffer> {
  return sharp({ create: { width: 50, height: 50, channels: 3, background: '#3a3' } })
    .webp()
    .toBuffer();
}

/** Noise, so a cut-off file really misses scan data (a flat colour could decode from its first bytes). */
export async function truncatedJpeg(): Promise<Buffer> {
  const w = 800;
  const h = 600;
  const noise = Buffer.alloc(w * h * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
  const full = await sharp(noise, { raw: { width: w, height: h, channels: 3 } })
    .jpeg()
    .toBuffer();
  return full.subarray(0, Math.floor(full.length / 2));
}

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k += 1) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A real, valid 20000×20000 PNG of zeros: 1-bit grey keeps it tiny on the wire (tens of KB) while it
 * decodes to 400 million pixels — the decompression bomb the server must refuse before decoding.
 */
export function pngBomb(side = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = Math.ceil(side / 8) + 1; // filter byte + packed pixels
  const raw = Buffer.alloc(row * side);
  const idat = deflateSync(raw, { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
