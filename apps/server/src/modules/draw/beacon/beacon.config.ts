import { hkdfSync } from 'node:crypto';
import { BEACON_KEY_SEED_BYTES, beaconSecretKeyFromSeed, DRAND_QUICKNET } from '@qilin/domain';
import type { BeaconSource } from './beacon.types';
import { DrandHttpBeacon, type DrandRelayFailure } from './drand-http.adapter';
import { LocalBeacon } from './local-beacon.adapter';

export interface BeaconConfig {
  /** drand HTTP relays; empty = the local beacon. */
  urls: string[];
  chainHash?: string | undefined;
  publicKey?: string | undefined;
  genesisTimeSec?: number | undefined;
  periodSec?: number | undefined;
}

/** One relay request may take this long before the next relay is asked. */
const RELAY_TIMEOUT_MS = 2_000;
/**
 * The local beacon's rounds come every second (drand quicknet: 3 s), so the round after a close is out
 * by the draw time even with the short closes of tests and e2e (1 s); the scheme is the same.
 */
const LOCAL_PERIOD_SEC = 1;

/**
 * The configured beacon: drand relays (quicknet unless the chain is named), or — with none, as in
 * development, tests and CI, which have no outside network — the local beacon. Its key follows from the
 * draw secret key, so every process of one deployment signs the same rounds without storing another key.
 */
export function beaconFromConfig(
  config: BeaconConfig,
  w: { drawSecretKeyHex: string; now: () => Date; onRelayError?: (f: DrandRelayFailure) => void },
): BeaconSource {
  const info = {
    ...DRAND_QUICKNET,
    ...(config.chainHash && { chainHash: config.chainHash }),
    ...(config.publicKey && { publicKey: config.publicKey }),
    ...(config.genesisTimeSec && { genesisTimeSec: config.genesisTimeSec }),
    ...(config.periodSec && { periodSec: config.periodSec }),
  };
  if (config.urls.length > 0)
    return new DrandHttpBeacon({
      urls: config.urls,
      info,
      timeoutMs: RELAY_TIMEOUT_MS,
      ...(w.onRelayError && { onError: w.onRelayError }),
    });
  const seed = hkdfSync('sha256', Buffer.from(w.drawSecretKeyHex, 'hex'), '', 'qilin-local-beacon', 48);
  if (seed.byteLength !== BEACON_KEY_SEED_BYTES) throw new Error('local beacon seed size');
  return new LocalBeacon({
    secretKeyHex: beaconSecretKeyFromSeed(new Uint8Array(seed)),
    now: w.now,
    genesisTimeSec: info.genesisTimeSec,
    periodSec: LOCAL_PERIOD_SEC,
  });
}
