import { StorageKey } from '@qilin/contract/storage-keys';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearRealBet, dropRealBetOrder, placedByKey, readRealBet, recordRealBet } from './real-bet';

const at = { gameId: 'Tradition28', roomId: '1', issue: '20240501-0100' };

describe('stored real-bet info', () => {
  beforeEach(() => localStorage.clear());

  it('adds orders of the round, reads only for its own room and round, sums stakes per option', () => {
    recordRealBet(at, 1, [{ key: 'a', amountFen: 100 }]);
    const info = recordRealBet(at, 2, [
      { key: 'a', amountFen: 50 },
      { key: 'b', amountFen: 200 },
    ]);
    expect(placedByKey(info)).toEqual({ a: 150, b: 200 });
    expect(readRealBet('Tradition28', '1', '20240501-0100')).toEqual(info);
    expect(readRealBet('Tradition28', '1', '20240501-0101')).toBeNull();
    expect(readRealBet('Tradition28', '2', '20240501-0100')).toBeNull();
    // A bet in the next round starts a new list instead of adding to the old one.
    const next = recordRealBet({ ...at, issue: '20240501-0101' }, 3, [{ key: 'c', amountFen: 10 }]);
    expect(next.bets).toEqual([{ key: 'c', orderId: 3, amountFen: 10 }]);
  });

  it('drops a cancelled order, and removes the info with the last one or on cancel-all', () => {
    recordRealBet(at, 1, [{ key: 'a', amountFen: 100 }]);
    const info = recordRealBet(at, 2, [{ key: 'b', amountFen: 200 }]);
    const left = dropRealBetOrder(info, 1);
    expect(left?.bets).toEqual([{ key: 'b', orderId: 2, amountFen: 200 }]);
    expect(readRealBet(at.gameId, at.roomId, at.issue)).toEqual(left);
    expect(dropRealBetOrder(left!, undefined)).toBeNull();
    expect(localStorage.getItem(StorageKey.realBetInfo)).toBeNull();
  });

  it("clears this room's info only", () => {
    recordRealBet(at, 1, [{ key: 'a', amountFen: 100 }]);
    clearRealBet('Finance28', '1');
    expect(localStorage.getItem(StorageKey.realBetInfo)).not.toBeNull();
    clearRealBet('Tradition28', '1');
    expect(localStorage.getItem(StorageKey.realBetInfo)).toBeNull();
  });
});
