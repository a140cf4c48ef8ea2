import type { Epoch } from '@qilin/contract';
import { describe, expect, it } from 'vitest';
import {
  announcedInTime,
  distinctSightings,
  judgeTerminal,
  parseTerminalMemory,
  ROTATION_NOTICE_MS,
  rememberTerminal,
  type TerminalMemory,
  watchTerminals,
} from './terminal-memory';

const H1 = '11'.repeat(32);
const H2 = '22'.repeat(32);
const H3 = '33'.repeat(32);
const DAY = ROTATION_NOTICE_MS;
const T0 = 1_800_000_000_000;

const epoch = (n: number, hash: string, announcedAt: number, activeFrom: number | null): Epoch => ({
  epoch: n,
  terminalHash: hash,
  chainLength: 20_000,
  announcedAt,
  firstIssue: activeFrom === null ? null : `2027010${n}-0001`,
  activeFrom,
  state: activeFrom === null ? 'announced' : 'active',
});

const seenEpoch1: TerminalMemory = { Ffc: { '1': { hash: H1, firstSeenAt: T0 } } };

describe('judgeTerminal', () => {
  it('a terminal hash seen before for the game and epoch is known; no list is needed', () => {
    expect(judgeTerminal(seenEpoch1, { gameCode: 'Ffc', epoch: 1, terminalHash: H1 }, undefined)).toEqual({
      kind: 'known',
    });
    // The sale view names no epoch; its hash alone matches, in either case.
    expect(judgeTerminal(seenEpoch1, { gameCode: 'Ffc', terminalHash: H1.toUpperCase() }, undefined)).toEqual(
      {
        kind: 'known',
      },
    );
  });

  it('another hash for a remembered epoch is a change, whatever the list says', () => {
    const list = [epoch(1, H2, T0 - 3 * DAY, T0 - 2 * DAY)];
    expect(judgeTerminal(seenEpoch1, { gameCode: 'Ffc', epoch: 1, terminalHash: H2 }, list)).toEqual({
      kind: 'warn',
      reason: 'changed',
      epoch: 1,
    });
  });

  it('a bare hash (sale view) the list puts in a remembered epoch with another hash is a change', () => {
    const list = [epoch(1, H2, T0 - 3 * DAY, T0 - 2 * DAY)];
    expect(judgeTerminal(seenEpoch1, { gameCode: 'Ffc', terminalHash: H2 }, list)).toEqual({
      kind: 'warn',
      reason: 'changed',
      epoch: 1,
    });
    // One warning for the swap, whether the issue rows or the sale view showed it.
    const both = watchTerminals(
      seenEpoch1,
      [
        { gameCode: 'Ffc', epoch: 1, terminalHash: H2 },
        { gameCode: 'Ffc', terminalHash: H2 },
      ],
      list,
      T0,
    );
    expect(both.warnings).toEqual([{ kind: 'warn', reason: 'changed', epoch: 1 }]);
  });

  it('an unseen hash waits for the epochs list', () => {
    expect(judgeTerminal(seenEpoch1, { gameCode: 'Ffc', epoch: 2, terminalHash: H2 }, undefined)).toEqual({
      kind: 'needs-epochs',
    });
  });

  it('a rotation announced at least 24 h before it took over is accepted', () => {
    const list = [epoch(1, H1, T0 - 9 * DAY, T0 - 8 * DAY), epoch(2, H2, T0 - DAY, T0)];
    expect(judgeTerminal(seenEpoch1, { gameCode: 'Ffc', epoch: 2, terminalHash: H2 }, list)).toEqual({
      kind: 'remember',
      epoch: 2,
      reason: 'announced',
    });
    // The sale view's bare hash takes its epoch from the list.
    expect(judgeTerminal(seenEpoch1, { gameCode: 'Ffc', terminalHash: H2 }, list)).toEqual({
      kind: 'remember',
      epoch: 2,
      reason: 'announced',
    });
  });

  it('a rotation announced less than 24 h ahead, or listed but not active, is unannounced', () => {
    const late = [epoch(2, H2, T0 - DAY + 1, T0)];
    expect(judgeTerminal(seenEpoch1, { gameCode: 'Ffc', epoch: 2, terminalHash: H2 }, late)).toEqual({
      kind: 'warn',
      reason: 'unannounced',
      epoch: 2,
    });
    const notActive = [epoch(2, H2, T0 - 5 * DAY, null)];
    expect(
      judgeTerminal(seenEpoch1, { gameCode: 'Ffc', epoch: 2, terminalHash: H2 }, notActive),
    ).toMatchObject({
      kind: 'warn',
      reason: 'unannounced',
    });
  });

  it('a hash the public list does not hold (for that epoch) is unlisted', () => {
    const list = [epoch(1, H1, T0 - 9 * DAY, T0 - 8 * DAY), epoch(2, H2, T0 - DAY, T0)];
    expect(judgeTerminal(seenEpoch1, { gameCode: 'Ffc', epoch: 2, terminalHash: H3 }, list)).toEqual({
      kind: 'warn',
      reason: 'unlisted',
      epoch: 2,
    });
    // Listed, but under another epoch than the issue names.
    expect(judgeTerminal(seenEpoch1, { gameCode: 'Ffc', epoch: 3, terminalHash: H2 }, list)).toMatchObject({
      kind: 'warn',
      reason: 'unlisted',
    });
  });

  it("trusts a game's first sighting if the list holds it, even without 24 h notice (nothing to compare)", () => {
    const genesis = [epoch(1, H1, T0, T0)];
    expect(judgeTerminal({}, { gameCode: 'Ffc', epoch: 1, terminalHash: H1 }, genesis)).toEqual({
      kind: 'remember',
      epoch: 1,
      reason: 'first',
    });
    expect(judgeTerminal({}, { gameCode: 'Ffc', epoch: 1, terminalHash: H2 }, genesis)).toMatchObject({
      kind: 'warn',
      reason: 'unlisted',
    });
  });

  it('an older listed epoch (an old issue in a history) is accepted without the 24 h rule', () => {
    const seen2: TerminalMemory = { Ffc: { '2': { hash: H2, firstSeenAt: T0 } } };
    const list = [epoch(1, H1, T0 - 9 * DAY, T0 - 9 * DAY), epoch(2, H2, T0 - DAY, T0)];
    expect(judgeTerminal(seen2, { gameCode: 'Ffc', epoch: 1, terminalHash: H1 }, list)).toEqual({
      kind: 'remember',
      epoch: 1,
      reason: 'earlier',
    });
  });

  it('games are remembered apart', () => {
    const list = [epoch(1, H1, T0, T0)];
    expect(judgeTerminal(seenEpoch1, { gameCode: 'Syxw', epoch: 1, terminalHash: H1 }, list)).toMatchObject({
      kind: 'remember',
      reason: 'first',
    });
  });
});

describe('memory helpers', () => {
  it('keeps the first hash per game and epoch, lower-cased', () => {
    const once = rememberTerminal({}, 'Ffc', 1, H1.toUpperCase(), T0);
    expect(once).toEqual({ Ffc: { '1': { hash: H1, firstSeenAt: T0 } } });
    expect(rememberTerminal(once, 'Ffc', 1, H2, T0 + 1)).toBe(once);
    expect(rememberTerminal(once, 'Ffc', 2, H2, T0 + 1).Ffc?.['2']).toEqual({
      hash: H2,
      firstSeenAt: T0 + 1,
    });
  });

  it('drops malformed stored entries instead of trusting or throwing', () => {
    expect(parseTerminalMemory(null)).toEqual({});
    expect(parseTerminalMemory('x')).toEqual({});
    expect(
      parseTerminalMemory({
        Ffc: { '1': { hash: H1, firstSeenAt: T0 }, x: { hash: H2 }, '2': { hash: 'zz' }, '3': null },
        Syxw: 5,
      }),
    ).toEqual({ Ffc: { '1': { hash: H1, firstSeenAt: T0 } } });
  });

  it('announcedInTime is exactly 24 h', () => {
    expect(announcedInTime({ announcedAt: T0, activeFrom: T0 + DAY })).toBe(true);
    expect(announcedInTime({ announcedAt: T0, activeFrom: T0 + DAY - 1 })).toBe(false);
    expect(announcedInTime({ announcedAt: T0, activeFrom: null })).toBe(false);
  });

  it('dedupes sightings, oldest epoch first, bare hashes last, and skips values that are not 32-byte hex', () => {
    expect(
      distinctSightings([
        { gameCode: 'Ffc', terminalHash: H1 },
        { gameCode: 'Ffc', epoch: 2, terminalHash: H2 },
        { gameCode: 'Ffc', epoch: 1, terminalHash: H1 },
        { gameCode: 'Ffc', epoch: 1, terminalHash: H1.toUpperCase() },
        { gameCode: 'Ffc', epoch: 1, terminalHash: '' },
      ]),
    ).toEqual([
      { gameCode: 'Ffc', epoch: 1, terminalHash: H1 },
      { gameCode: 'Ffc', epoch: 2, terminalHash: H2 },
      { gameCode: 'Ffc', terminalHash: H1 },
    ]);
  });
});

describe('watchTerminals', () => {
  it('on a first visit trusts the oldest epoch in view; a newer one must have been announced', () => {
    const honest = [epoch(1, H1, T0 - 9 * DAY, T0 - 9 * DAY), epoch(2, H2, T0 - 2 * DAY, T0)];
    const seen = [
      { gameCode: 'Ffc', terminalHash: H2 },
      { gameCode: 'Ffc', epoch: 2, terminalHash: H2 },
      { gameCode: 'Ffc', epoch: 1, terminalHash: H1 },
    ];
    const ok = watchTerminals({}, seen, honest, T0 + 5);
    expect(ok.warnings).toEqual([]);
    expect(ok.memory).toEqual({
      Ffc: { '1': { hash: H1, firstSeenAt: T0 + 5 }, '2': { hash: H2, firstSeenAt: T0 + 5 } },
    });
    const rushed = [epoch(1, H1, T0 - 9 * DAY, T0 - 9 * DAY), epoch(2, H2, T0 - 60_000, T0)];
    const bad = watchTerminals({}, seen, rushed, T0 + 5);
    expect(bad.warnings).toEqual([{ kind: 'warn', reason: 'unannounced', epoch: 2 }]);
    expect(bad.memory).toEqual({ Ffc: { '1': { hash: H1, firstSeenAt: T0 + 5 } } });
  });

  it('asks for the list only for what it has not seen, and changes nothing meanwhile', () => {
    const known = watchTerminals(
      seenEpoch1,
      [{ gameCode: 'Ffc', epoch: 1, terminalHash: H1 }],
      undefined,
      T0,
    );
    expect(known).toEqual({ memory: seenEpoch1, warnings: [], needsEpochs: false });
    const waiting = watchTerminals(seenEpoch1, [{ gameCode: 'Ffc', terminalHash: H2 }], undefined, T0);
    expect(waiting).toEqual({ memory: seenEpoch1, warnings: [], needsEpochs: true });
  });
});
