import type { EpochsResult } from '@qilin/contract';
import { api } from '../../../lib/api-client';

/** GET /api/lottery/epochs?game_id=X (members and guests): a game's public, append-only epoch list. */
export const epochsUrl = '/api/lottery/epochs';

export function getEpochs(gameId: string) {
  return api.get<EpochsResult>(epochsUrl, { query: { game_id: gameId }, silent: true });
}

export const fairnessKeys = {
  epochs: (gameId: string) => ['fairness', 'epochs', gameId] as const,
};
