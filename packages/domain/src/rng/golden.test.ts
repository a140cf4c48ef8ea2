import { describe, expect, it } from 'vitest';
import golden from '../../test/golden/rng.json';
import { dealFromDeck, drawCard } from './cards';
import { buildChain, verifyAgainstTerminal, verifyChainLink } from './chain';
import { createDrawRng } from './draw-rng';
import { drawDice, drawDigits, drawKeno, drawMarkSix, drawPk10, drawSyxw } from './mappings';
import { splitRedPacket } from './red-packet';

// rng.json is produced by an independent node:crypto implementation (test/golden/generate-rng.mjs);
// the browser verifier must reproduce the same file, so any change here is an algorithm change.
const { seed, issue, vectors: v } = golden;
const rng = (game: string) => createDrawRng(seed, game, issue);

describe('golden vectors (fixed chain seed)', () => {
  it('builds the committed chain from the secret', () => {
    expect(buildChain(golden.secret, golden.chain.length - 1)).toEqual(golden.chain);
    expect(verifyAgainstTerminal(golden.secret, golden.chain[0]!, golden.chain.length - 1)).toBe(true);
    expect(verifyChainLink(golden.chain[2]!, golden.chain[1]!)).toBe(true);
  });

  it('reproduces the raw HMAC word stream across round boundaries', () => {
    const r = rng('Raw');
    expect(v.rawWords.map(() => r.int(2 ** 32))).toEqual(v.rawWords);
  });

  it('reproduces int(n) for assorted n', () => {
    const r = rng('Ints');
    expect(v.ints.map(({ n }) => ({ n, v: r.int(n) }))).toEqual(v.ints);
  });

  it('reproduces every game mapping', () => {
    expect(drawDigits(rng('Ffc'), 5)).toEqual(v.ffc);
    expect(drawDice(rng('Jsk3'), 3)).toEqual(v.jsk3);
    expect(drawSyxw(rng('Syxw'))).toEqual(v.syxw);
    expect(drawPk10(rng('Cqdb'))).toEqual(v.pk10);
    expect(drawKeno(rng('Dream8'))).toEqual(v.keno);
    expect(drawMarkSix(rng('Marksixff'))).toEqual(v.markSix);
    const baccara = rng('Baccara');
    expect(v.cards.map(() => drawCard(baccara))).toEqual(v.cards);
    expect(dealFromDeck(rng('Pokerbull'), 20)).toEqual(v.deal);
  });

  it('reproduces the red-packet split', () => {
    const rp = v.redPacket;
    expect(splitRedPacket(createDrawRng(rp.seed, 'RedPacket', rp.issue), rp.totalFen, rp.parts)).toEqual(
      rp.amounts,
    );
  });
});
