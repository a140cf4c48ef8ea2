import { api } from '../../../lib/api-client';

/** GET /api/lottery/epochs?game_id=X (members and guests): a game's public, append-only epoch list. */
export const epochsUrl = '/api/lottery/epochs';

export type EpochState = 'announced' | 'active' | 'retired';

/** One chain epoch: its terminal hash s_0 is published (announcedAt) before it takes over (activeFrom). */
export type Epoch = {
  epoch: number;
  terminalHash: string;
  chainLength: number;
  /** ms */
  announcedAt: number;
  firstIssue: string | null;
  /** ms; null while only announced. */
  activeFrom: number | null;
  state: EpochState;
};

/** The beacon the game's v2 draws are salted with (drand quicknet, or a local one: not independent). */
export type EpochBeacon = {
  source: 'drand' | 'local';
  independent: boolean;
  publicKey: string;
  genesisTimeSec: number;
  periodSec: number;
  chainHash?: string;
};

export type EpochsView = { gameCode: string; beacon: EpochBeacon | null; list: Epoch[] };

export function getEpochs(gameId: string): Promise<EpochsView> {
  return api.get<EpochsView>(epochsUrl, { query: { game_id: gameId }, silent: true });
}

export const fairnessKeys = {
  epochs: (gameId: string) => ['fairness', 'epochs', gameId] as const,
};
