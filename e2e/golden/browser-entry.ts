// Bundled by the golden browser test and run inside Chromium: recomputes every golden vector with the
// same domain code the client verifier uses, so the server (Node) and the browser can never disagree.
import {
  buildChain,
  createDrawRng,
  dealFromDeck,
  drawCard,
  drawDice,
  drawDigits,
  drawKeno,
  drawMarkSix,
  drawPk10,
  drawResultFor,
  drawSyxw,
  splitRedPacket,
  verifyAgainstTerminal,
} from '@qilin/domain';

type RngGolden = {
  secret: string;
  chain: string[];
  seed: string;
  issue: string;
  vectors: {
    rawWords: number[];
    ints: { n: number; v: number }[];
    redPacket: { seed: string; issue: string; totalFen: number; parts: number };
    cards: unknown[];
  };
};
type DrawGolden = { family: string; seedHex: string; issue: string };

function recomputeRng(g: RngGolden) {
  const rng = (game: string) => createDrawRng(g.seed, game, g.issue);
  const raw = rng('Raw');
  const ints = rng('Ints');
  const baccara = rng('Baccara');
  const rp = g.vectors.redPacket;
  return {
    chain: buildChain(g.secret, g.chain.length - 1),
    terminalOk: verifyAgainstTerminal(g.secret, g.chain[0] ?? '', g.chain.length - 1),
    rawWords: g.vectors.rawWords.map(() => raw.int(2 ** 32)),
    ints: g.vectors.ints.map(({ n }) => ({ n, v: ints.int(n) })),
    ffc: drawDigits(rng('Ffc'), 5),
    jsk3: drawDice(rng('Jsk3'), 3),
    syxw: drawSyxw(rng('Syxw')),
    pk10: drawPk10(rng('Cqdb')),
    keno: drawKeno(rng('Dream8')),
    markSix: drawMarkSix(rng('Marksixff')),
    cards: g.vectors.cards.map(() => drawCard(baccara)),
    deal: dealFromDeck(rng('Pokerbull'), 20),
    redPacket: splitRedPacket(createDrawRng(rp.seed, 'RedPacket', rp.issue), rp.totalFen, rp.parts),
  };
}

function recomputeDraws(cases: DrawGolden[]) {
  return cases.map((c) => drawResultFor(c.family, c.seedHex, c.issue));
}

(globalThis as unknown as Record<string, unknown>).qilinGolden = { recomputeRng, recomputeDraws };
