import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { DEV_DRAW_SECRET_KEY_HEX } from '../../env';

/** Links between remembered seeds: deriving any s_i costs at most this many hashes after the first walk. */
const CHECKPOINT_EVERY = 256;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Keeps the chain secrets s_N sealed at rest and derives an issue's seed s_i when it is drawn, never
 * earlier (game-rules A1, Publication rule: nothing stored in plain text reveals an undrawn seed).
 * Sealing is AES-256-GCM with the chain's game and epoch as associated data, so a sealed secret
 * cannot be moved to another chain's row unnoticed.
 */
export class ChainVault {
  readonly #key: Buffer;
  /** Per chain id: s_{k·CHECKPOINT_EVERY} … — secrets in memory only, as the opened secret is anyway. */
  readonly #checkpoints = new Map<number, Map<number, Buffer>>();

  constructor(keyHex: string = DEV_DRAW_SECRET_KEY_HEX) {
    if (!/^[0-9a-fA-F]{64}$/.test(keyHex)) throw new RangeError('draw secret key must be 32 bytes of hex');
    this.#key = Buffer.from(keyHex, 'hex');
  }

  /** A fresh 32-byte chain secret from the OS CSPRNG. */
  static newSecret(): Buffer {
    return randomBytes(32);
  }

  seal(secret: Buffer, chain: ChainLabel): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(Buffer.from(labelOf(chain)));
    const body = Buffer.concat([cipher.update(secret), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
  }

  open(sealed: string, chain: ChainLabel): Buffer {
    const raw = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(labelOf(chain)));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]);
  }

  /**
   * s_index of a chain of `length` links whose secret is s_length: s_{i-1} = SHA256(s_i) over raw bytes.
   * The first call walks the whole chain once and remembers every CHECKPOINT_EVERY-th link; later calls
   * start from the nearest remembered link above the index.
   */
  seedAt(chainId: number, secret: () => Buffer, length: number, index: number): string {
    if (!Number.isInteger(index) || index < 1 || index > length)
      throw new RangeError(`chain index ${index} outside 1..${length}`);
    let marks = this.#checkpoints.get(chainId);
    if (!marks) {
      marks = new Map();
      let bytes = secret();
      for (let i = length; i >= 1; i--) {
        if (i % CHECKPOINT_EVERY === 0 || i === length) marks.set(i, bytes);
        if (i > 1) bytes = sha256(bytes);
      }
      this.#checkpoints.set(chainId, marks);
    }
    const from = Math.min(length, Math.ceil(index / CHECKPOINT_EVERY) * CHECKPOINT_EVERY);
    let bytes = marks.get(from) ?? secret();
    for (let i = marks.has(from) ? from : length; i > index; i--) bytes = sha256(bytes);
    return bytes.toString('hex');
  }
}

export type ChainLabel = { gameCode: string; epoch: number };

const labelOf = (c: ChainLabel) => `qilin-draw-chain:${c.gameCode}:${c.epoch}`;

const sha256 = (bytes: Buffer): Buffer => createHash('sha256').update(bytes).digest();

/** The public terminal hash s_0 of a chain whose secret is s_length. */
export function terminalHashOf(secret: Buffer, length: number): string {
  let bytes = secret;
  for (let i = length; i >= 1; i--) bytes = sha256(bytes);
  return bytes.toString('hex');
}
