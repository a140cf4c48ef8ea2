import type { BeaconChainInfo } from '@qilin/domain';

/** One verified beacon round: the v2 salt is `randomness` (= SHA-256 of `signature`, lower-case hex). */
export interface BeaconRound {
  round: number;
  signature: string;
  randomness: string;
}

/**
 * Where the draw scheduler gets the public salt of a v2 issue (game-rules A1). `drand` is the
 * independent League of Entropy network; `local` signs with the server's own key for development and
 * tests without a network, and says so (`independent: false`) so the issue view can show it.
 */
export interface BeaconSource {
  readonly kind: 'drand' | 'local';
  readonly independent: boolean;
  /** The chain a verifier checks the signature against (its public key, genesis and period). */
  readonly info: BeaconChainInfo;
  /**
   * The round, verified, or null when it is not available (yet): not due, no relay answered, or no
   * answer verified. A round that is not a positive safe integer is a caller bug (RangeError); a
   * caller's aborted `signal` rejects with its reason.
   */
  get(round: number, signal?: AbortSignal): Promise<BeaconRound | null>;
}

export function assertBeaconRound(round: number): void {
  if (!Number.isSafeInteger(round) || round < 1) throw new RangeError(`invalid beacon round: ${round}`);
}
