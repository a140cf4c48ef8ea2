import sharp, { type Metadata } from 'sharp';

/**
 * The one way a member's picture is kept: the bytes are sniffed, the header is read before anything is
 * decoded (a 20000×20000 PNG of zeros is a few hundred KB on the wire and 1.6 GB decoded), then the
 * image is decoded once with sharp's own pixel cap, turned upright, scaled to fit `maxEdge` and written
 * afresh in its own format. Nothing of the original file survives but its pixels: EXIF (GPS, camera),
 * ICC, XMP and comments are dropped, and a polyglot's trailing payload with them.
 */
export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp';

export type ReencodeLimits = {
  /** Largest upload accepted, in bytes. */
  maxBytes: number;
  /** Most pixels (width × height) the server will decode. */
  maxPixels: number;
  /** The stored image fits in this square. */
  maxEdge: number;
};

export type ReencodedImage = { mime: ImageMime; content: Buffer; width: number; height: number };

/** Why a file was refused: not one of our image types (or broken), too many bytes, too many pixels. */
export type ImageRefusalReason = 'not-image' | 'too-large' | 'too-many-pixels';

export class ImageRefused extends Error {
  constructor(readonly reason: ImageRefusalReason) {
    super(`image refused: ${reason}`);
    this.name = 'ImageRefused';
  }
}

export const DEFAULT_IMAGE_LIMITS: ReencodeLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 40_000_000,
  maxEdge: 1600,
};

const FORMAT_OF: Record<ImageMime, 'jpeg' | 'png' | 'webp'> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

function startsWith(bytes: Uint8Array, prefix: number[], offset = 0): boolean {
  return bytes.length >= offset + prefix.length && prefix.every((v, i) => bytes[offset + i] === v);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type the magic bytes announce, among the three kept; null for anything else. */
export function sniffImageMime(bytes: Uint8Array): ImageMime | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/**
 * The image re-encoded, or ImageRefused. The declared type and name are never consulted: a text file
 * named .png has no PNG magic, a truncated JPEG fails to decode, a bomb fails the pixel count read
 * from its header.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  limits: ReencodeLimits = DEFAULT_IMAGE_LIMITS,
): Promise<ReencodedImage> {
  if (bytes.length > limits.maxBytes) throw new ImageRefused('too-large');
  const mime = sniffImageMime(bytes);
  if (!mime) throw new ImageRefused('not-image');
  // failOn 'truncated': a cut-off file is refused rather than stored half grey; limitInputPixels
  // makes libvips itself refuse a header over the cap, whatever the check below misses.
  const options = { failOn: 'truncated' as const, limitInputPixels: limits.maxPixels, pages: 1 };
  let meta: Metadata;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch (error) {
    throw new ImageRefused(refusalOf(error));
  }
  if (meta.format !== FORMAT_OF[mime] || !meta.width || !meta.height) throw new ImageRefused('not-image');
  if (meta.width * meta.height > limits.maxPixels) throw new ImageRefused('too-many-pixels');
  try {
    let pipeline = sharp(bytes, options)
      .rotate()
      .resize({ width: limits.maxEdge, height: limits.maxEdge, fit: 'inside', withoutEnlargement: true });
    if (mime === 'image/jpeg') pipeline = pipeline.jpeg({ quality: 82, mozjpeg: true });
    else if (mime === 'image/png') pipeline = pipeline.png({ compressionLevel: 6 });
    else pipeline = pipeline.webp({ quality: 82 });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { mime, content: data, width: info.width, height: info.height };
  } catch (error) {
    throw new ImageRefused(refusalOf(error));
  }
}

/** libvips' refusal as ours: any decode failure (truncated data, a corrupt chunk) is the file's fault. */
function refusalOf(error: unknown): ImageRefusalReason {
  return String((error as Error)?.message).includes('pixel limit') ? 'too-many-pixels' : 'not-image';
}
