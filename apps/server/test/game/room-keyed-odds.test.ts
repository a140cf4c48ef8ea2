import { BetErrorCode } from '@qilin/contract';
import { findGameFamily, type lotteryInfoShape } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../bet/bet-kit';
import { buildHttpKit } from '../bet/http-kit';
import { testDbKind } from '../helpers';

type Info = ReturnType<typeof lotteryInfoShape>;
type GameInfo = { menus: { key: string; options: { name: string; pic: string }[] }[] } & Record<
  string,
  unknown
>;

const entry = (code: string, side: 'credit' | 'norm', playId: string, option?: string) =>
  findGameFamily(code)
    ?.playGroups[side].flatMap((g) => g.entries)
    .find((e) => e.playId === playId && (option === undefined || e.option === option));

/** The bonus map of one play as the client's call shows it. */
function bonusOf(info: Info, side: 'credit' | 'norm', playId: string): Record<string, string> {
  for (const g of info[side]) for (const p of g.plays) if (p.play_name === playId) return p.bonus;
  return {};
}

/**
 * Keyed pay tables (组选包胆 组三/组六, 六合彩 特肖 default/year): a room override of the whole table reaches
 * the calls the client reads (bonus map `name:key`, `times_*` and `pic` text in the catalogue's key
 * order), a bet at those odds is accepted and a bet at the stale defaults refused.
 */
describe(`room overrides of keyed odds (${testDbKind()})`, () => {
  let kit: Awaited<ReturnType<typeof buildHttpKit>>;
  let token = '';
  beforeAll(async () => {
    kit = await buildHttpKit(['Ffc', 'Marksixff']);
    await kit.tick();
    const member = await kit.newMember();
    await fund(kit.db.db, member.id, 1_000_000);
    token = await kit.login(member);
  });
  afterAll(async () => {
    await kit.close();
  });

  const setRoom = async (game: string, room: string, odds: object) => {
    const res = await kit.app.inject({
      method: 'PUT',
      url: '/api/admin/game-rooms/config',
      payload: { game_id: game, game_room_id: room, odds },
      headers: { 'x-admin-token': kit.app.env.adminToken },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const info = async (game: string, room: string) =>
    (await kit.call('GET', `/api/lottery/info?game_id=${game}&game_room_id=${room}`, undefined, token)).body
      .result as Info;
  const bet = (game: string, room: string, item: object) =>
    kit.call('POST', '/api/bet/order', { game_id: game, game_room_id: room, content: [item] }, token);

  it('组选包胆 (norm): the room table reaches lottery info; a bet takes it and refuses the defaults', async () => {
    const defaults = entry('Ffc', 'norm', 'group-bao-dan')?.odds as Record<string, string>;
    expect(Object.keys(defaults)).toEqual(['group-three', 'group-six']);
    // keys in another order than the catalogue's: stored as jsonb, read back in jsonb's own order
    await setRoom('Ffc', '3', { 'group-bao-dan': { 'group-six': '155.5', 'group-three': '311' } });

    const bonus = bonusOf(await info('Ffc', '3'), 'norm', 'group-bao-dan');
    expect(bonus).toEqual({ '组选包胆:group-three': '311', '组选包胆:group-six': '155.5' });
    expect(bonusOf(await info('Ffc', '1'), 'norm', 'group-bao-dan')).toEqual({
      '组选包胆:group-three': defaults['group-three'],
      '组选包胆:group-six': defaults['group-six'],
    });

    const item = (odds: Record<string, string>) => ({
      playId: 'group-bao-dan',
      option: 'back',
      numbers: [3],
      unit: 'yuan',
      multiple: 1,
      count: 54,
      amountFen: 54 * 200,
      odds,
    });
    const stale = await bet('Ffc', '3', item(defaults));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, error_code: BetErrorCode.OddsChanged });
    const taken = await bet('Ffc', '3', item({ 'group-three': '311', 'group-six': '155.5' }));
    expect(taken.body, JSON.stringify(taken.body)).toMatchObject({ success: true });
    const receipt = taken.body.result as { content: { items: { odds: unknown }[] } };
    expect(receipt.content.items[0]?.odds).toEqual({ 'group-three': '311', 'group-six': '155.5' });
    // the room's table is not the default room's
    const wrongRoom = await bet('Ffc', '1', item({ 'group-three': '311', 'group-six': '155.5' }));
    expect(wrongRoom.body).toMatchObject({ error_code: BetErrorCode.OddsChanged });
  });

  it('特肖 (credit, shown joined as default/year): bonus, times_* and pic follow the room in catalogue order', async () => {
    const defaults = entry('Marksixff', 'credit', 'special-zodiac', '0')?.odds as Record<string, string>;
    expect(Object.keys(defaults)).toEqual(['default', 'year']);
    await setRoom('Marksixff', '4', { 'special-zodiac:0': { year: '9.9', default: '12.5' } });

    const bonus = bonusOf(await info('Marksixff', '4'), 'credit', 'special-zodiac');
    expect(bonus['鼠:default']).toBe('12.5');
    expect(bonus['鼠:year']).toBe('9.9');
    expect(Object.keys(bonus).slice(0, 2)).toEqual(['鼠:default', '鼠:year']);
    const ox = entry('Marksixff', 'credit', 'special-zodiac', '1')?.odds as Record<string, string>;
    expect(bonus['牛:default']).toBe(ox.default); // the other zodiacs keep the catalogue's table

    // game_info writes the cell's text joined, in the catalogue's key order
    const gi = (
      await kit.call('GET', '/api/lottery/game_info?game_id=Marksixff&game_room_id=4', undefined, token)
    ).body.result as GameInfo;
    const zodiac = gi.menus.flatMap((m) => m.options).find((o) => o.name === '鼠');
    expect(zodiac?.pic).toBe('12.5/9.9');
    expect(Object.values(gi).some((v) => Array.isArray(v) && v.includes('12.5/9.9'))).toBe(true);

    const item = (odds: Record<string, string>) => ({
      playId: 'special-zodiac',
      option: '0',
      amountFen: 200,
      odds,
    });
    const stale = await bet('Marksixff', '4', item(defaults));
    expect(stale.body).toMatchObject({ success: false, error_code: BetErrorCode.OddsChanged });
    const taken = await bet('Marksixff', '4', item({ default: '12.5', year: '9.9' }));
    expect(taken.body, JSON.stringify(taken.body)).toMatchObject({ success: true });
  });
});
