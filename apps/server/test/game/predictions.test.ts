import { BetErrorCode } from '@qilin/contract';
import {
  findGameFamily,
  type GameResult,
  PREDICTION_WINDOW,
  type PredictionHint,
  predictionHint,
  predictionOutcome,
} from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHttpKit } from '../bet/http-kit';
import { testDbKind } from '../helpers';

const GAME = 'Tradition28';
const family = findGameFamily(GAME);
if (!family) throw new Error('no Tradition28');

type Current = {
  gameId: string;
  issue: string | null;
  ready: boolean;
  hint: PredictionHint | null;
  pick: string | null;
};
type Past = {
  issue: string;
  result: unknown;
  hint: PredictionHint | null;
  pick: string | null;
  outcome: 'hit' | 'miss' | 'push' | 'void' | null;
};

/** Spec §7 /sbin prediction and prediction_list: a hint per issue from the draws before it, then its outcome. */
describe(`predictions (${testDbKind()})`, () => {
  let kit: Awaited<ReturnType<typeof buildHttpKit>>;
  let token = '';
  beforeAll(async () => {
    kit = await buildHttpKit([GAME]);
    await kit.tick();
    token = await kit.login(await kit.newMember());
    // Draw a few issues so hints have a history to come from.
    for (let i = 0; i < 6; i += 1) await drawCurrent();
  });
  afterAll(async () => {
    await kit.close();
  });

  const draws = () => kit.app.gamePlay.draws;
  async function drawCurrent() {
    const current = await draws().currentIssue(GAME);
    if (!current) throw new Error('nothing on sale');
    kit.clock.set(current.drawAt + 1);
    await kit.tick();
    return current;
  }
  const job = async (jkid: string, gid = GAME) =>
    (await kit.call('POST', '/sbin', { jkid, jkparam: JSON.stringify({ id: 1, gid }) }, token)).body;
  const current = async () => ((await job('prediction')).result as Current[])[0] as Current;
  const list = async () => (await job('prediction_list')).result as Past[];

  /** The rule applied by hand: the results of the issues that drew before `openAt`, newest first. */
  async function expectedHint(openAt: number) {
    const drawn = await draws().history(GAME, 100);
    const results = drawn
      .filter((i) => i.drawAt < openAt && (i.state === 'DRAWN' || i.state === 'SETTLED'))
      .slice(0, PREDICTION_WINDOW)
      .map((i) => i.result as GameResult);
    return predictionHint(family as NonNullable<typeof family>, results);
  }

  it('hints the issue on sale from the draws before it opened, and the hint holds once the last one draws', async () => {
    const onSale = await draws().currentIssue(GAME);
    const previous = (await draws().history(GAME, 1))[0];
    if (!onSale || !previous) throw new Error('no issues');
    const first = await current();
    expect(first).toMatchObject({ gameId: GAME, issue: onSale.issue, ready: true });
    expect(first.hint).toEqual(await expectedHint(onSale.openAt));
    expect(first.hint).not.toBeNull();
    expect(first.pick).toBe(first.hint?.name);

    // The next issue goes on sale while this one awaits its draw: its hint is already fixed then.
    kit.clock.set(onSale.closeAt + 1);
    const next = await current();
    expect(next.issue).not.toBe(onSale.issue);
    await drawCurrentIssue(onSale.issue);
    expect(await current()).toMatchObject({ issue: next.issue, hint: next.hint, ready: true });
  });

  async function drawCurrentIssue(issue: string) {
    const view = await draws().issue(GAME, issue);
    if (!view) throw new Error(`no ${issue}`);
    kit.clock.set(view.drawAt + 1);
    await kit.tick();
  }

  it('lists past issues with the hint shown before the draw and whether it hit', async () => {
    const shown = await current();
    const drawnIssue = await drawCurrent();
    expect(drawnIssue.issue).toBe(shown.issue);
    const past = await list();
    const history = await draws().history(GAME, 100);
    expect(past.map((p) => p.issue)).toEqual(history.map((h) => h.issue));
    expect(past[0]).toMatchObject({ issue: shown.issue, hint: shown.hint, pick: shown.pick });
    for (const p of past) {
      const view = history.find((h) => h.issue === p.issue);
      if (!view) throw new Error(`no ${p.issue}`);
      expect(p.result).toEqual(view.result);
      expect(p.hint).toEqual(await expectedHint(view.openAt));
      expect(p.outcome).toBe(p.hint ? predictionOutcome(view.result as GameResult, p.hint) : null);
    }
    // The very first issue had nothing before it: no hint, no outcome.
    expect(past.at(-1)).toMatchObject({ hint: null, outcome: null });
    expect(past.some((p) => p.outcome === 'hit' || p.outcome === 'miss')).toBe(true);
    expect(await list()).toEqual(past); // recomputed, the same every time
  });

  it('gives no hint while an earlier issue is not final, and calls a voided issue void', async () => {
    const past = await list();
    const [newest, second] = past;
    if (!newest || !second) throw new Error('need two past issues');
    // An issue stuck before its draw (a late draw after a restart) holds back every hint built on it.
    await kit.db.db
      .updateTable('draw_issues')
      .set({ state: 'CLOSED' })
      .where('issue', '=', second.issue)
      .execute();
    expect(await current()).toMatchObject({ ready: false, hint: null, pick: null });
    await kit.db.db
      .updateTable('draw_issues')
      .set({ state: 'SETTLED' })
      .where('issue', '=', second.issue)
      .execute();
    expect(await current()).toMatchObject({ ready: true });

    await kit.db.db
      .updateTable('draw_issues')
      .set({ state: 'VOID' })
      .where('issue', '=', newest.issue)
      .execute();
    expect((await list())[0]).toMatchObject({
      issue: newest.issue,
      result: null,
      hint: newest.hint,
      outcome: 'void',
    });
  });

  it('refuses an unknown game', async () => {
    expect(await job('prediction', 'Nope')).toMatchObject({
      success: false,
      error_code: BetErrorCode.GameNotFound,
    });
    expect(await job('prediction_list', 'Nope')).toMatchObject({ success: false });
  });
});
