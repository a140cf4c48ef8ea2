import {
  apiOkSchema,
  type EpochsResult,
  ErrorCode,
  type GameClassResult,
  type HowPlay,
  type LotteryInfo,
  lotteryInfoResultSchema,
  type SaleView,
  type UpcomingIssue,
} from '@qilin/contract';
import {
  findGameFamily,
  GAME_PLAY_RULES,
  type GameFamily,
  type GameType,
  gameBetInfoShape,
  gameFamiliesByClass,
  lotteryInfoShape,
  roundProcessAt,
} from '@qilin/domain';
import { appError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { checkAnswer } from '../../plugins/route-schemas';
import { chaseable, type DrawService, type IssueView } from '../draw';
import { trendsOf } from './game-trends.rules';
import type { RoomConfigService } from './room-config.service';

const gameNotFound = () => appError(ErrorCode.GameNotFound);
const issueNotFound = () => appError(ErrorCode.IssueNotFound);

const lotteryInfoAnswerSchema = apiOkSchema(lotteryInfoResultSchema);

/** The on-sale issue as the client's countdown needs it: derived from server time, never a local counter. */
export function saleView(issue: IssueView | null, serverTime: number): SaleView | null {
  if (!issue) return null;
  return {
    issue: issue.issue,
    state: issue.state,
    openAt: issue.openAt,
    closeAt: issue.closeAt,
    drawAt: issue.drawAt,
    serverTime,
    closeCountdown: Math.max(0, Math.ceil((issue.closeAt - serverTime) / 1000)),
    drawCountdown: Math.max(0, Math.ceil((issue.drawAt - serverTime) / 1000)),
    commitment: issue.commitment,
    terminalHash: issue.terminalHash,
    algorithm: issue.algorithm,
    ...(issue.beacon && {
      beacon: {
        source: issue.beacon.source,
        independent: issue.beacon.independent,
        round: issue.beacon.round,
        publicKey: issue.beacon.publicKey,
      },
    }),
  };
}

/** Read side of the games: catalogue data from the domain, issues from the draw module. */
export class GameService {
  readonly #infoJson = new Map<string, { version: number; text: string }>();
  constructor(
    private readonly draws: DrawService,
    private readonly now: () => Date,
    private readonly rooms: RoomConfigService,
    /** Hold prepared answers (lottery info's cached text) to their schema once, as built (never production). */
    private readonly options: { checkAnswers?: boolean } = {},
  ) {}

  family(code: string): GameFamily {
    const family = findGameFamily(code);
    if (!family) throw gameNotFound();
    return family;
  }

  async classList(type: 1 | 2 | 3): Promise<GameClassResult> {
    const serverTime = this.now().getTime();
    const games = await Promise.all(
      gameFamiliesByClass(type).map(async (f) => ({
        id: f.code,
        gid: f.code,
        name: f.name,
        type: f.classType,
        game_type: f.gameType,
        period: f.periodSec,
        close: f.closeSec,
        limits: f.limits,
        sale:
          f.classType === 3
            ? null
            : saleView(await this.draws.currentIssue(f.code).catch(() => null), serverTime),
      })),
    );
    return { type, games };
  }

  /** Game bet info (`times_*` odds arrays, menus) at the room's odds. */
  async gameInfo(code: string, roomId = '') {
    this.family(code);
    const room = await this.rooms.resolve(code, roomId);
    const family = room.family;
    const shape = gameBetInfoShape(family);
    return {
      id: family.code,
      name: family.name,
      type: family.classType,
      game_type: family.gameType,
      ...shape.times,
      menus: shape.menus,
      groups: family.playGroups.credit,
      limits: family.limits,
      ...(room.rules && { rules: room.rules }),
      sale: await this.saleIssue(code),
    };
  }

  /**
   * The whole `{success, result}` answer of lottery info as JSON text: the catalogue's plays at the
   * room's odds, limits, and a 28 room's 13/14 and hedging rules (no issue or clock). Built once per
   * stored config row and config version, so it changes exactly when the room's config does; unknown
   * codes throw and are not cached.
   */
  async lotteryInfoJson(code: string, roomId = ''): Promise<string> {
    this.family(code);
    const room = await this.rooms.resolve(code, roomId);
    const cached = this.#infoJson.get(room.key);
    if (cached?.version === room.version) return cached.text;
    const family = room.family;
    const result = {
      id: family.code,
      name: family.name,
      ...lotteryInfoShape(family),
      limits: family.limits,
      ...(room.rules && { rules: room.rules }),
    } satisfies LotteryInfo;
    const answer = ok(result);
    // Sent as text, so the route's answer check never sees it: checked here, once per built text.
    if (this.options.checkAnswers) checkAnswer(lotteryInfoAnswerSchema, answer, 'GET', '/api/lottery/info');
    const text = JSON.stringify(answer);
    this.#infoJson.set(room.key, { version: room.version, text });
    return text;
  }

  /**
   * Guest lottery overview (spec §7 guest lottery info without a game): every drawn game of classes
   * 1 and 2 with its issue on sale and its last result. Draw data only — nothing of any member.
   */
  async guestOverview(type?: 1 | 2) {
    const serverTime = this.now().getTime();
    const families = (type ? [type] : ([1, 2] as const)).flatMap((t) => gameFamiliesByClass(t));
    const games = await Promise.all(
      families.map(async (f) => {
        const [sale, [last]] = await Promise.all([
          this.draws.currentIssue(f.code).catch(() => null),
          this.draws.history(f.code, 1),
        ]);
        return {
          id: f.code,
          name: f.name,
          type: f.classType,
          game_type: f.gameType,
          sale: saleView(sale, serverTime),
          last: last ? { issue: last.issue, drawAt: last.drawAt, result: last.result } : null,
        };
      }),
    );
    return { serverTime, games };
  }

  /** The issue on sale plus the last drawn one (its result and revealed seed for the fairness panel). */
  async saleIssue(code: string) {
    const family = this.family(code);
    if (family.classType === 3) return null;
    const sale = saleView(await this.draws.currentIssue(code), this.now().getTime());
    const [last] = await this.draws.history(code, 1);
    return sale ? { ...sale, last: last ?? null } : null;
  }

  /**
   * The next `count` issues still on sale, from the draw scheduler's real schedule (created ahead when
   * missing): chase lists number their items from this, never from the catalogue period, which a
   * DRAW_PERIOD_SEC override replaces.
   */
  async upcoming(code: string, count: number) {
    const family = this.family(code);
    const serverTime = this.now().getTime();
    if (family.classType === 3) return { serverTime, list: [] };
    const rows = await this.draws.upcoming(code, count + 1);
    // Numbers and times only: a later issue's commitment is an undrawn issue's seed (game-rules A1).
    const list = rows
      .filter((i) => chaseable(i.state) && serverTime < i.closeAt)
      .slice(0, count)
      .map(
        (i): UpcomingIssue => ({
          issue: i.issue,
          state: i.state,
          openAt: i.openAt,
          closeAt: i.closeAt,
          drawAt: i.drawAt,
        }),
      );
    return { serverTime, list };
  }

  /** The game's chain epochs (game-rules A1, Epochs) and the beacon that salts its draws. */
  async epochs(code: string): Promise<EpochsResult> {
    const family = this.family(code);
    if (family.classType === 3) return { gameCode: family.code, beacon: null, list: [] };
    return { gameCode: family.code, ...(await this.draws.epochs(family.code)) };
  }

  async history(code: string, count: number, page = 1) {
    this.family(code);
    const list = await this.draws.history(code, count, (page - 1) * count);
    return { list };
  }

  async issue(code: string, issue: string) {
    this.family(code);
    const view = await this.draws.issue(code, issue);
    if (!view) throw issueNotFound();
    return view;
  }

  /** Main lottery data (spec §3): the round process, the issue on sale, the last draws, cold_hot, ignore and map. */
  async mainData(code: string, count: number, isFirst: boolean, activeId?: string) {
    const family = this.family(code);
    const serverTime = this.now().getTime();
    // cold_hot, ignore and map cover exactly the `count` draws asked for (10 by default), like `last`.
    const history = await this.draws.history(code, count);
    const results = history.flatMap((h) => (h.result === null ? [] : [h.result]));
    const sale = saleView(await this.draws.currentIssue(code), serverTime);
    return {
      // Spec: the client reads `process`, the round process (2 = sales closed clears the real-bet info).
      process: roundProcessAt(sale?.state === 'OPEN' ? sale.closeAt : null, serverTime),
      sale,
      last: history.slice(0, count),
      isFirst,
      activeId: activeId ?? null,
      ...trendsOf(family, results),
    };
  }

  howPlay(code: string): HowPlay {
    const family = this.family(code);
    const rules = family.gameType === 'red-packet' ? undefined : GAME_PLAY_RULES[family.gameType as GameType];
    const plays = rules ? [...rules.values()].map(({ id, name, rule }) => ({ id, name, rule })) : [];
    return {
      id: family.code,
      name: family.name,
      period: family.periodSec,
      close: family.closeSec,
      groups: family.playGroups.credit.map((g) => ({ key: g.key, name: g.name })),
      plays,
    };
  }
}
