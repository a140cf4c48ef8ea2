import { SERVER_MESSAGE_TYPES, type ServerMessage } from '@qilin/contract';
import { describe, expect, it, vi } from 'vitest';
import { applyServerMessage, type RealtimeDeps } from './message-effects';

function fakeDeps(): RealtimeDeps & { log: string[] } {
  const log: string[] = [];
  const rec =
    (name: string) =>
    (...args: unknown[]) =>
      void log.push(args.length ? `${name}:${JSON.stringify(args)}` : name);
  return {
    log,
    setUuid: vi.fn(rec('setUuid')),
    putLineFirst: vi.fn(rec('putLineFirst')),
    dropLines: vi.fn(rec('dropLines')),
    reloadConfig: vi.fn(rec('reloadConfig')),
    setDefense: vi.fn(rec('setDefense')),
    send: vi.fn(rec('send')),
    clearAllStorage: vi.fn(rec('clearAllStorage')),
    clearSession: vi.fn(rec('clearSession')),
    goToLogin: vi.fn(rec('goToLogin')),
    reload: vi.fn(rec('reload')),
    showNotice: vi.fn(rec('showNotice')),
    refreshBalance: vi.fn(rec('refreshBalance')),
    showWin: vi.fn(rec('showWin')),
    applyIssue: vi.fn(rec('applyIssue')),
    refreshRedPacketRoom: vi.fn(rec('refreshRedPacketRoom')),
    refreshSupport: vi.fn(rec('refreshSupport')),
    resync: vi.fn(rec('resync')),
  };
}

const cases: [ServerMessage, string[]][] = [
  [{ type: 'identify', uuid: 'u-1' }, ['setUuid:["u-1"]']],
  [{ type: 'loggedIn' }, ['refreshBalance']],
  [{ type: 'newApi', line: 'http://n.test/' }, ['putLineFirst:["http://n.test"]']],
  [{ type: 'newLine' }, ['reloadConfig']],
  [{ type: 'stopLine', lines: ['http://a.test'] }, ['dropLines:[["http://a.test"]]']],
  [{ type: 'defense' }, ['setDefense:[true]']],
  [{ type: 'undefense' }, ['setDefense:[false]']],
  [{ type: 'heartbeat', ts: 99 }, ['send:[{"type":"heartbeat","ts":99}]']],
  [{ type: 'clean' }, ['clearAllStorage', 'goToLogin', 'reload']],
  [
    { type: 'notice', id: 7, title: '公告', content: '维护通知' },
    ['showNotice:[{"id":7,"title":"公告","content":"维护通知"}]'],
  ],
  [{ type: 'bonus', amountFen: 123456 }, ['showWin:[123456,null,null]']],
  [
    { type: 'bonus', amountFen: 500, gameId: 'Ffc', issue: '20260315-0042' },
    ['showWin:[500,"Ffc","20260315-0042"]'],
  ],
  [{ type: 'shutdown' }, ['clearSession', 'goToLogin', 'reload']],
  [
    { type: 'issue', gameId: 'Ffc', sale: { issue: '20260315-0043' } },
    ['applyIssue:["Ffc",{"issue":"20260315-0043"}]'],
  ],
  [{ type: 'redPacket', gameId: 'RedPacket', roomId: '2' }, ['refreshRedPacketRoom:["RedPacket","2"]']],
  [{ type: 'support', conversationId: 3, messageId: 9 }, ['refreshSupport:[3,9]']],
  [{ type: 'chat', message: { id: 1 } }, []],
  [{ type: 'chatJoined', rooms: ['Tradition28:1'] }, []],
  [{ type: 'chatRecall', gameId: 'Tradition28', roomId: '1', id: 1 }, []],
];

describe('realtime message effects (spec §4 table)', () => {
  it.each(cases)('%o → %o', (message, expected) => {
    const deps = fakeDeps();
    expect(applyServerMessage(message, deps)).toEqual(message);
    expect(deps.log).toEqual(expected);
  });

  it('ex_out_all refreshes the balance and shows its notice', () => {
    const deps = fakeDeps();
    applyServerMessage({ type: 'ex_out_all', content: '场馆余额已转回' }, deps);
    expect(deps.refreshBalance).toHaveBeenCalledTimes(1);
    expect(deps.showNotice).toHaveBeenCalledWith(expect.objectContaining({ content: '场馆余额已转回' }));
  });

  it('covers every message type the contract defines', () => {
    const covered = new Set([...cases.map(([m]) => m.type), 'ex_out_all']);
    expect([...SERVER_MESSAGE_TYPES].filter((t) => !covered.has(t))).toEqual([]);
  });

  it('ignores unknown or malformed messages', () => {
    const deps = fakeDeps();
    expect(applyServerMessage({ type: 'nope' }, deps)).toBeNull();
    expect(applyServerMessage({ type: 'bonus', amountFen: 1.5 }, deps)).toBeNull();
    expect(applyServerMessage('x', deps)).toBeNull();
    expect(deps.log).toEqual([]);
  });
});
