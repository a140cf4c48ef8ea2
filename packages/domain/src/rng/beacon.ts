import { bls12_381 } from '@noble/curves/bls12-381.js';
import { bytesToHex, hexToBytes, sha256Bytes, sha256Hex } from './hash';

// The public salt of draw algorithm v2 (game-rules A1): a round of a randomness beacon in drand's
// unchained G1 scheme. Pure code, so the server that fetches a round and the browser verifier that
// checks it run the same synchronous verification (@noble/curves, like @noble/hashes, is pure JS).

/** A beacon network as a verifier needs it: when each round is due and whose key signs it. */
export interface BeaconChainInfo {
  genesisTimeSec: number;
  periodSec: number;
  /** Hex of the 96-byte compressed G2 public key. */
  publicKey: string;
  /** drand's id of the chain; the HTTP relays address a chain by it. */
  chainHash?: string;
  scheme: 'bls-unchained-g1-rfc9380';
}

/**
 * drand's League of Entropy "quicknet" chain, as drand's own test of its /info answer records it
 * (drand/drand common/chain/info_test.go): a round every 3 s since 2023-08-23.
 */
export const DRAND_QUICKNET: BeaconChainInfo = {
  genesisTimeSec: 1692803367,
  periodSec: 3,
  publicKey:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  scheme: 'bls-unchained-g1-rfc9380',
};

/**
 * Hash-to-G1 domain separation tag of bls-unchained-g1-rfc9380. Quicknet uses the G1 tag; drand's
 * older "fastnet" hashed to G1 under the G2 tag, and its signatures fail here, as they must.
 */
export const BEACON_SIGNATURE_DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';

/** Bytes of seed `beaconSecretKeyFromSeed` takes (the library's minimum for an unbiased scalar). */
export const BEACON_KEY_SEED_BYTES = 48;

// Read on use, not at import, so a bundle that takes other domain code keeps no BLS code.
const sigs = () => bls12_381.shortSignatures;

function assertRound(round: number): void {
  if (!Number.isSafeInteger(round) || round < 1) throw new RangeError(`invalid beacon round: ${round}`);
}

function assertChain(info: BeaconChainInfo): { genesisMs: number; periodMs: number } {
  const { genesisTimeSec, periodSec } = info;
  if (!Number.isSafeInteger(genesisTimeSec) || !Number.isSafeInteger(periodSec) || periodSec < 1)
    throw new RangeError(`invalid beacon chain timing: genesis ${genesisTimeSec}, period ${periodSec}`);
  return { genesisMs: genesisTimeSec * 1000, periodMs: periodSec * 1000 };
}

/** When round `round` is due: round 1 at genesis, round r at genesis + (r − 1)·period, in ms. */
export function beaconRoundTimeMs(info: BeaconChainInfo, round: number): number {
  const { genesisMs, periodMs } = assertChain(info);
  assertRound(round);
  return genesisMs + (round - 1) * periodMs;
}

/**
 * The first round due at or after `atMs` (never below 1). A v2 issue salts its draw with the round
 * at its close time, so the round is fixed by the schedule alone before any bet is taken.
 */
export function beaconRoundAt(info: BeaconChainInfo, atMs: number): number {
  const { genesisMs, periodMs } = assertChain(info);
  if (!Number.isFinite(atMs)) throw new RangeError(`invalid time: ${atMs}`);
  const sinceGenesis = atMs - genesisMs;
  if (sinceGenesis <= 0) return 1;
  // floor, then step up unless exactly on a round: no float ceil on a quotient near an integer.
  const whole = Math.floor(sinceGenesis / periodMs);
  return whole + 1 + (whole * periodMs < sinceGenesis ? 1 : 0);
}

/** What an unchained round signs: SHA-256 of the round as 8 bytes big-endian. */
export function beaconMessage(round: number): Uint8Array {
  assertRound(round);
  const bytes = new Uint8Array(8);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, Math.floor(round / 0x1_0000_0000)); // big-endian is DataView's default
  view.setUint32(4, round % 0x1_0000_0000);
  return sha256Bytes(bytes);
}

const HEX_RE = /^[0-9a-fA-F]*$/;
const isHexOfBytes = (hex: unknown, bytes: number): hex is string =>
  typeof hex === 'string' && hex.length === bytes * 2 && HEX_RE.test(hex);

// Decoding a G2 key (square root in Fp2, subgroup check) is ~10% of a verify, and a verifier checks
// every issue against the same key: keep the last one decoded.
let lastKey: { hex: string; point: ReturnType<typeof bls12_381.G2.Point.fromBytes> } | null = null;

function publicKeyPoint(hex: string) {
  const canonical = hex.toLowerCase();
  if (lastKey?.hex !== canonical)
    lastKey = { hex: canonical, point: bls12_381.G2.Point.fromBytes(hexToBytes(canonical)) };
  return lastKey.point;
}

/**
 * Checks a round's BLS signature (48-byte compressed G1) against a 96-byte compressed G2 public key.
 * Anything malformed — wrong lengths, not hex, not a curve point, outside the subgroup, the point at
 * infinity, a round that is not a positive safe integer — is `false`, never an exception: the input
 * comes from a relay or an issue view, and a bad one is just an invalid round.
 */
export function verifyBeaconSignature(publicKeyHex: string, round: number, signatureHex: string): boolean {
  if (!Number.isSafeInteger(round) || round < 1) return false;
  if (!isHexOfBytes(publicKeyHex, 96) || !isHexOfBytes(signatureHex, 48)) return false;
  try {
    const { Signature, hash, verify } = sigs();
    const signature = Signature.fromBytes(hexToBytes(signatureHex));
    return verify(signature, hash(beaconMessage(round), BEACON_SIGNATURE_DST), publicKeyPoint(publicKeyHex));
  } catch {
    return false;
  }
}

/** A round's randomness: SHA-256 of the signature bytes, lower-case hex (drand's definition). */
export function beaconRandomness(signatureHex: string): string {
  return sha256Hex(hexToBytes(signatureHex));
}

function secretKeyBytes(secretKeyHex: string): Uint8Array {
  if (!isHexOfBytes(secretKeyHex, 32)) throw new RangeError('beacon secret key must be 32 bytes of hex');
  const scalar = BigInt(`0x${secretKeyHex}`);
  // The library reduces any 32 bytes mod r; refusing 0 and ≥ r keeps one hex spelling per key.
  if (scalar === 0n || scalar >= bls12_381.fields.Fr.ORDER)
    throw new RangeError('beacon secret key out of range');
  return hexToBytes(secretKeyHex);
}

/** Signs a round the way a drand unchained G1 network does (the local, not independent, beacon). */
export function beaconSign(secretKeyHex: string, round: number): string {
  const { Signature, hash, sign } = sigs();
  return Signature.toHex(
    sign(hash(beaconMessage(round), BEACON_SIGNATURE_DST), secretKeyBytes(secretKeyHex)),
  );
}

/** The 96-byte compressed G2 public key of a beacon secret key, hex. */
export function beaconPublicKey(secretKeyHex: string): string {
  return bytesToHex(sigs().getPublicKey(secretKeyBytes(secretKeyHex)).toBytes());
}

/**
 * A valid secret key (hex) from `BEACON_KEY_SEED_BYTES` bytes the caller draws from a CSPRNG: the
 * domain takes no randomness itself. The seed is reduced into [1, r − 1] (negligible bias at 48 bytes).
 */
export function beaconSecretKeyFromSeed(seed: Uint8Array): string {
  if (seed.length !== BEACON_KEY_SEED_BYTES)
    throw new RangeError(`beacon key seed must be ${BEACON_KEY_SEED_BYTES} bytes, got ${seed.length}`);
  return bytesToHex(bls12_381.utils.randomSecretKey(seed));
}
