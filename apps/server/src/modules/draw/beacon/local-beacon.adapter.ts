import { randomBytes } from 'node:crypto';
import {
  BEACON_KEY_SEED_BYTES,
  type BeaconChainInfo,
  beaconPublicKey,
  beaconRandomness,
  beaconRoundTimeMs,
  beaconSecretKeyFromSeed,
  beaconSign,
  DRAND_QUICKNET,
} from '@qilin/domain';
import { assertBeaconRound, type BeaconRound, type BeaconSource } from './beacon.types';

export interface LocalBeaconOptions {
  /** 32-byte BLS secret key, hex (`newLocalBeaconKey()`). */
  secretKeyHex: string;
  now: () => Date;
  /** Defaults to quicknet's, so rounds are numbered and timed as on the real network. */
  genesisTimeSec?: number;
  periodSec?: number;
}

/**
 * A beacon that signs rounds itself, the way drand's unchained G1 scheme does, for development and
 * tests without a network. Not independent: whoever holds the key knows every future round, so it
 * must never be what makes a production draw fair. It still refuses to sign a round before the
 * round is due, so the code paths that wait for the salt behave as with drand.
 */
export class LocalBeacon implements BeaconSource {
  readonly kind = 'local' as const;
  readonly independent = false;
  readonly info: BeaconChainInfo;
  readonly #secretKeyHex: string;
  readonly #now: () => Date;

  constructor(options: LocalBeaconOptions) {
    this.#secretKeyHex = options.secretKeyHex;
    this.#now = options.now;
    this.info = {
      genesisTimeSec: options.genesisTimeSec ?? DRAND_QUICKNET.genesisTimeSec,
      periodSec: options.periodSec ?? DRAND_QUICKNET.periodSec,
      // Derived here, so a bad key fails at start-up rather than at the first draw.
      publicKey: beaconPublicKey(options.secretKeyHex),
      scheme: 'bls-unchained-g1-rfc9380',
    };
    beaconRoundTimeMs(this.info, 1); // validates genesis and period
  }

  async get(round: number, signal?: AbortSignal): Promise<BeaconRound | null> {
    signal?.throwIfAborted();
    assertBeaconRound(round);
    if (this.#now().getTime() < beaconRoundTimeMs(this.info, round)) return null;
    const signature = beaconSign(this.#secretKeyHex, round);
    return { round, signature, randomness: beaconRandomness(signature) };
  }
}

/** A fresh local beacon key from the OS CSPRNG (the domain reduces the seed into a valid scalar). */
export function newLocalBeaconKey(): string {
  return beaconSecretKeyFromSeed(randomBytes(BEACON_KEY_SEED_BYTES));
}
