import { k3Groups, markSixGroups, pk10Groups, sscGroups, syxwGroups } from './groups-lottery';
import { baccaratGroups, cardBullGroups, digitBullGroups, kenoGroups, pc28Groups } from './groups-number';
import type { BetLimits, GameFamily } from './types';

const yuan = (n: number) => n * 100;
const NUMBER_LIMITS: BetLimits = {
  minFen: yuan(1),
  maxPerBetFen: yuan(50_000),
  maxPerIssueFen: yuan(200_000),
};
const LOTTERY_LIMITS: BetLimits = { minFen: 2, maxPerBetFen: yuan(20_000), maxPerIssueFen: yuan(100_000) };
const RED_PACKET_LIMITS: BetLimits = {
  minFen: yuan(10),
  maxPerBetFen: yuan(5_000),
  maxPerIssueFen: yuan(5_000),
};

type Base = Omit<GameFamily, 'playGroups' | 'limits'>;
const pc28 = (b: Omit<Base, 'classType' | 'gameType'>): GameFamily => ({
  ...b,
  classType: 1,
  gameType: 'pc28',
  playGroups: pc28Groups(),
  limits: NUMBER_LIMITS,
});
const ssc = (code: string, name: string, periodSec: number, closeSec: number): GameFamily => ({
  code,
  name,
  classType: 2,
  gameType: 'ssc',
  periodSec,
  closeSec,
  playGroups: sscGroups(),
  limits: LOTTERY_LIMITS,
});
const bull = (code: string, name: string, periodSec: number, closeSec: number): GameFamily => ({
  code,
  name,
  classType: 1,
  gameType: 'digit-bull',
  periodSec,
  closeSec,
  playGroups: digitBullGroups(),
  limits: NUMBER_LIMITS,
});

/** The default catalogue of game-rules A2 (Syxw added). Odds and limits are defaults the server may override. */
export const GAME_FAMILIES: GameFamily[] = [
  pc28({ code: 'Tradition28', name: '传统28', pc28Source: 'beijing', periodSec: 300, closeSec: 30 }),
  pc28({ code: 'Tradition28oregon', name: '加拿大28', pc28Source: 'canada', periodSec: 240, closeSec: 30 }),
  pc28({ code: 'Finance28', name: '财经28', pc28Source: 'direct', periodSec: 180, closeSec: 20 }),
  pc28({ code: 'Game28Activity', name: '28冠军赛', pc28Source: 'beijing', periodSec: 210, closeSec: 30 }),
  {
    code: 'Dream8',
    name: '快乐8',
    classType: 1,
    gameType: 'keno',
    periodSec: 300,
    closeSec: 30,
    playGroups: kenoGroups(),
    limits: NUMBER_LIMITS,
  },
  bull('Bull', '极速牛牛', 60, 10),
  bull('Bull2', '二分牛牛', 120, 15),
  bull('Bull28', '三分牛牛', 180, 20),
  {
    code: 'Bbn',
    name: '百变牛',
    classType: 1,
    gameType: 'card-bull',
    periodSec: 60,
    closeSec: 10,
    playGroups: cardBullGroups(false),
    limits: NUMBER_LIMITS,
  },
  {
    code: 'Pokerbull',
    name: '扑克牛牛',
    classType: 1,
    gameType: 'card-bull',
    periodSec: 60,
    closeSec: 10,
    playGroups: cardBullGroups(true),
    limits: NUMBER_LIMITS,
  },
  {
    code: 'Baccara',
    name: '百家乐',
    classType: 1,
    gameType: 'baccarat',
    periodSec: 60,
    closeSec: 10,
    playGroups: baccaratGroups(),
    limits: NUMBER_LIMITS,
  },
  ssc('Ffc', '分分彩', 60, 10),
  ssc('Btcffc', '比特币分分彩', 60, 10),
  ssc('Sfc', '三分彩', 180, 20),
  ssc('Safes360', '360时时彩', 240, 20),
  ssc('Indexes', '指数彩', 300, 30),
  {
    code: 'Cqdb',
    name: '重庆宝斗',
    classType: 2,
    gameType: 'pk10',
    periodSec: 300,
    closeSec: 30,
    playGroups: pk10Groups(),
    limits: LOTTERY_LIMITS,
  },
  {
    code: 'Jsk3',
    name: '极速快3',
    classType: 2,
    gameType: 'k3',
    periodSec: 120,
    closeSec: 15,
    playGroups: k3Groups(),
    limits: LOTTERY_LIMITS,
  },
  {
    code: 'Syxw',
    name: '11选5',
    classType: 2,
    gameType: 'syxw',
    periodSec: 180,
    closeSec: 20,
    playGroups: syxwGroups(),
    limits: LOTTERY_LIMITS,
  },
  {
    code: 'Marksixff',
    name: '极速六合彩',
    classType: 2,
    gameType: 'mark-six',
    periodSec: 300,
    closeSec: 30,
    playGroups: markSixGroups(),
    limits: LOTTERY_LIMITS,
  },
  {
    code: 'Marksixhk',
    name: '香港六合彩',
    classType: 2,
    gameType: 'mark-six',
    periodSec: null,
    closeSec: 900,
    playGroups: markSixGroups(),
    limits: LOTTERY_LIMITS,
  },
  {
    code: 'RedPacket',
    name: '红包扫雷',
    classType: 3,
    gameType: 'red-packet',
    periodSec: null,
    closeSec: null,
    playGroups: { credit: [], norm: [] },
    limits: RED_PACKET_LIMITS,
  },
];

const BY_CODE = new Map(GAME_FAMILIES.map((f) => [f.code, f]));

export function findGameFamily(code: string): GameFamily | undefined {
  return BY_CODE.get(code);
}

export function gameFamiliesByClass(classType: 1 | 2 | 3): GameFamily[] {
  return GAME_FAMILIES.filter((f) => f.classType === classType);
}
