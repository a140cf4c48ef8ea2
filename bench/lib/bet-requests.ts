import { findGameFamily } from '@qilin/domain';
import type { ChildMember } from './app-protocol';
import type { NextReq } from './http-driver';

export const BENCH_GAME = 'Tradition28';
const entries = findGameFamily(BENCH_GAME)?.playGroups.credit[0]?.entries ?? [];
const BIG_ODDS = entries.find((e) => e.playId === 'big')?.odds ?? '1.98';
export const STAKE_FEN = 100;

/** One REST bet (`POST /api/bet/order`) with a unique idempotency key: auth, validation, hold, receipt. */
export function betRequests(
  members: ChildMember[],
  tag: string,
  pickMember?: (worker: number) => number,
): NextReq {
  const content = JSON.stringify([{ playId: 'big', amountFen: STAKE_FEN, odds: BIG_ODDS }]);
  return (worker, seq) => {
    const m = members[(pickMember ?? ((w) => w))(worker) % members.length] as ChildMember;
    return {
      method: 'POST',
      path: '/api/bet/order',
      headers: { token: m.token, 'device-id': `bench-${worker}` },
      body: JSON.stringify({
        game_id: BENCH_GAME,
        game_room_id: 1,
        content,
        idempotency_key: `bench-${tag}-${worker}-${seq}`,
      }),
    };
  };
}
