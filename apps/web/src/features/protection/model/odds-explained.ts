import {
  judgePlay,
  K3_DEFAULT_ODDS,
  oddsToBp,
  PC28_DEFAULT_ODDS,
  type PlaySelection,
  SSC_DEFAULT_ODDS,
  type Verdict,
} from '@qilin/domain';

/** One play with its chance of winning and what it returns on average, from the game's own rules. */
export type OddsLine = {
  play: string;
  odds: string;
  /** Chance that the bet wins, in percent (a push is not a win). */
  chancePct: number;
  /** What comes back on average per 100 staked, in percent (win × odds + push × 1). */
  returnPct: number;
  /** 100 − returnPct: what the platform keeps on average. */
  edgePct: number;
};

export type OddsSection = { game: string; rule: string; lines: OddsLine[] };

type Outcome<R> = { result: R; weight: number };

/** Stake-inclusive return in basis points of a verdict on a bet at `odds` (a push returns the stake). */
function returnBp(v: Verdict, odds: string): number {
  if (v.outcome === 'push') return 10_000;
  if (v.outcome === 'lose') return 0;
  return oddsToBp(v.oddsOverride ?? odds) * (v.hits ?? 1);
}

/**
 * Every outcome of a draw judged by the same rules settlement uses: the chance to win and the average
 * return of a bet on `selection` at `odds`. Exact over the outcomes given (each with its weight).
 */
export function playLine<R>(
  outcomes: readonly Outcome<R>[],
  judge: (result: R, bet: PlaySelection) => Verdict,
  play: string,
  selection: PlaySelection,
  odds: string,
): OddsLine {
  let total = 0;
  let won = 0;
  let returned = 0;
  for (const o of outcomes) {
    const v = judge(o.result, selection);
    total += o.weight;
    if (v.outcome === 'win') won += o.weight;
    returned += o.weight * returnBp(v, odds);
  }
  // Basis points (1/10 000) of the stake → percent.
  const returnPct = (returned / total) * 0.01;
  return { play, odds, chancePct: (won / total) * 100, returnPct, edgePct: 100 - returnPct };
}

function pc28Outcomes() {
  const out: Outcome<{ game: 'pc28'; source: 'direct'; digits: [number, number, number]; sum: number }>[] =
    [];
  for (let a = 0; a < 10; a++)
    for (let b = 0; b < 10; b++)
      for (let c = 0; c < 10; c++)
        out.push({
          result: { game: 'pc28', source: 'direct', digits: [a, b, c], sum: a + b + c },
          weight: 1,
        });
  return out;
}

function k3Outcomes() {
  const out: Outcome<{ game: 'k3'; dice: [number, number, number]; sum: number }>[] = [];
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++)
        out.push({ result: { game: 'k3', dice: [a, b, c], sum: a + b + c }, weight: 1 });
  return out;
}

function sscOutcomes() {
  // A positional play depends on its own ball only: the ten digits of ball 1, each equally likely.
  return Array.from({ length: 10 }, (_, d) => ({
    result: { game: 'ssc' as const, balls: [d, 0, 0, 0, 0] },
    weight: 1,
  }));
}

/** The sections of 赔率说明: each game's common plays with chance, odds, return and edge. */
export function oddsSections(): OddsSection[] {
  const pc28 = pc28Outcomes();
  const pc28Judge = (r: (typeof pc28)[number]['result'], b: PlaySelection) => judgePlay(r, b);
  const k3 = k3Outcomes();
  const k3Judge = (r: (typeof k3)[number]['result'], b: PlaySelection) => judgePlay(r, b);
  const ssc = sscOutcomes();
  const sscJudge = (r: (typeof ssc)[number]['result'], b: PlaySelection) => judgePlay(r, b);
  const pc28Line = (id: string, name: string) =>
    playLine(pc28, pc28Judge, name, { playId: id }, PC28_DEFAULT_ODDS[id] ?? '0');
  const k3Line = (id: string, name: string, extra: Partial<PlaySelection> = {}) =>
    playLine(k3, k3Judge, name, { playId: id, ...extra }, K3_DEFAULT_ODDS[id] ?? '0');
  const sscLine = (id: string, name: string, extra: Partial<PlaySelection> = {}) =>
    playLine(ssc, sscJudge, name, { playId: id, position: 1, ...extra }, SSC_DEFAULT_ODDS[id] ?? '0');
  return [
    {
      game: '28 类（传统28、加拿大28 等）',
      rule: '三个 0–9 的数字相加，共 1000 种等可能的结果。和值为 13、14 时大小单双按较低赔率结算。',
      lines: [
        pc28Line('big', '大'),
        pc28Line('odd', '单'),
        pc28Line('big-odd', '大单'),
        pc28Line('extreme-big', '极大'),
        pc28Line('pair', '对子'),
        pc28Line('leopard', '豹子'),
      ],
    },
    {
      game: '快3',
      rule: '三颗骰子，共 216 种等可能的结果。开出豹子时大小单双全部不中（通杀）。',
      lines: [
        k3Line('big', '大'),
        k3Line('triple-any', '三同号通选'),
        k3Line('triple', '三同号单选（如 666）', { numbers: [6] }),
        k3Line('two-distinct', '二不同号（如 1、2）', { numbers: [1, 2] }),
      ],
    },
    {
      game: '时时彩',
      rule: '每个球是 0–9 中的一个数字，十个数字机会均等。',
      lines: [
        sscLine('ball-big', '第一球 大'),
        sscLine('ball-digit', '第一球 定位一个号码', { numbers: [7] }),
      ],
    },
  ];
}

/** Plain words for the games whose outcomes are not a simple count (the figures are from the game rules). */
export const ODDS_NOTES: readonly { game: string; text: string }[] = [
  {
    game: '百家乐',
    text: '按 8 副牌计算：庄赢约 45.86%，闲赢约 44.62%，和局约 9.52%。平台优势：押庄约 1.06%，押闲约 1.24%，押和约 14.36%，押对子约 10.4%。',
  },
  {
    game: '红包扫雷',
    text: '抢包时尾数与雷号相同即中雷。尾数 0–9 机会大致均等，单雷红包的保本赔付倍数约为 10 ÷ 红包个数（7 包约 1.43 倍，9 包约 1.11 倍）；平台另从发包人中雷所得中收取 5%。',
  },
  {
    game: '其他游戏',
    text: '六合彩、PK10、快乐8、牛牛等玩法同样按低于公平赔率的赔率支付。一次中奖不代表下一次更容易中，每期开奖相互独立。',
  },
];
