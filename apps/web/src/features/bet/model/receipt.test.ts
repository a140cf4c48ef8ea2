import type { BetReceipt } from '@qilin/contract';
import { sha256Hex } from '@qilin/domain';
import { describe, expect, it } from 'vitest';
import { oddsText, receiptHashMatches, selectionText } from './receipt';

/** A receipt as the server builds it (bet-placement buildOrder): hash over the JSON of the rest. */
function serverReceipt(): BetReceipt {
  const body = {
    orderId: 41,
    gameId: 'Syxw',
    roomId: '1',
    issue: '20240501-0042',
    items: [
      {
        betId: 410,
        playId: 'q2-direct',
        name: '前二直选',
        selection: {
          playId: 'q2-direct',
          sets: [[1], [2, 3]],
          unit: 'yuan' as const,
          multiple: 2,
          count: 2,
          amountFen: 800,
          odds: '19.8',
        },
        odds: '19.8',
        amountFen: 800,
      },
    ],
    totalFen: 800,
    serverTime: 1_714_536_000_000,
  };
  return { ...body, hash: sha256Hex(JSON.stringify(body)) };
}

describe('bet receipt', () => {
  it('recomputes the hash the server wrote, and catches any field changed after the fact', () => {
    const receipt = serverReceipt();
    // the detail call hands it over as JSON: the key order survives the round trip
    expect(receiptHashMatches(JSON.parse(JSON.stringify(receipt)))).toBe(true);
    expect(receiptHashMatches({ ...receipt, totalFen: 8000 })).toBe(false);
    const [item] = receipt.items;
    expect(receiptHashMatches({ ...receipt, items: [{ ...item!, odds: '20' }] })).toBe(false);
  });

  it('writes the selection in its own terms: sets, 胆/拖, option, unit, multiple, count', () => {
    const [item] = serverReceipt().items;
    expect(selectionText(item!.selection)).toBe('1 | 2 3 · 元 · 2倍 · 2注');
    expect(
      selectionText({
        playId: 'q3-group-dt',
        dan: [1],
        numbers: [4, 5],
        unit: 'jiao',
        amountFen: 40,
        odds: '1',
      }),
    ).toBe('胆 1 · 拖 4 5 · 角');
    expect(selectionText({ playId: 'sum', option: '13', amountFen: 100, odds: '9' })).toBe('13');
    expect(selectionText({ playId: 'big', amountFen: 100, odds: '2' })).toBe('');
  });

  it('shows odds as one value or one per outcome', () => {
    expect(oddsText('2.05')).toBe('2.05');
    expect(oddsText({ a: '2', b: '9.5' })).toBe('2/9.5');
    expect(oddsText(undefined)).toBe('');
  });
});
