import { isDeepStrictEqual } from 'node:util';
import {
  beaconRandomness,
  beaconRoundAt,
  DRAND_QUICKNET,
  DRAW_ALGORITHM_V2,
  drawResultFor,
  GAME_FAMILIES,
  verifyAgainstTerminal,
  verifyBeaconSignature,
  verifyChainLink,
} from '@qilin/domain';
import { afterEach, describe, expect, it } from 'vitest';
import recorded from '../../../../packages/domain/test/fixtures/drand-quicknet-rounds.json';
import {
  type AfterCommit,
  type BeaconSource,
  DRAW_ALGORITHM,
  DrandHttpBeacon,
  DrawScheduler,
  DrawService,
  domainDrawResult,
  drawGamesFromCatalogue,
  type IssueSettler,
  type IssueView,
  LocalBeacon,
} from '../../src/modules/draw';
import { createTestDb, type TestDb, testDbKind } from '../helpers/test-db';
import { FakeClock } from './fake-clock';

const LOCAL_KEY = `${'00'.repeat(31)}2a`;

class RefundLog implements IssueSettler {
  refunded: { issue: string; reason: string }[] = [];
  async settleIssue(): Promise<{ more: boolean }> {
    return { more: false };
  }
  async refundIssue(
    _trx: unknown,
    issue: { issue: string },
    reason: string,
  ): Promise<AfterCommit | undefined> {
    this.refunded.push({ issue: issue.issue, reason });
    return undefined;
  }
}

/** What the browser verifier checks, from the published view alone. */
function verifies(code: string, v: IssueView | null): boolean {
  if (!v?.seed || !v.beacon?.signature || !v.beacon.randomness || !v.commitment) return false;
  return (
    verifyChainLink(v.seed, v.commitment) &&
    verifyAgainstTerminal(v.seed, v.terminalHash, v.chainIndex) &&
    verifyBeaconSignature(v.beacon.publicKey, v.beacon.round, v.beacon.signature) &&
    beaconRandomness(v.beacon.signature) === v.beacon.randomness &&
    isDeepStrictEqual(drawResultFor(code, v.seed, v.issue, v.beacon.randomness), v.result)
  );
}

describe(`v2 draws salted by a beacon round (${testDbKind()})`, () => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function setup(
    clock: FakeClock,
    beacon: BeaconSource,
    opts: { only?: string[]; periodSec?: number; closeSec?: number; timeoutMs?: number } = {},
  ) {
    t = await createTestDb();
    const settler = new RefundLog();
    const scheduler = new DrawScheduler({
      db: t.db,
      games: drawGamesFromCatalogue({
        only: opts.only ?? ['Ffc'],
        ...(opts.periodSec !== undefined && { periodSec: opts.periodSec }),
        ...(opts.closeSec !== undefined && { closeSec: opts.closeSec }),
      }),
      now: clock.now,
      drawResult: domainDrawResult,
      algorithm: DRAW_ALGORITHM,
      beacon,
      beaconTimeoutMs: opts.timeoutMs ?? 60_000,
      chainLength: 1_000,
      settler,
    });
    return { scheduler, settler, service: new DrawService(t.db, clock.now, scheduler) };
  }

  it('fixes the round at creation, waits for it past the draw time, then draws verifiably', async () => {
    const clock = new FakeClock('2026-03-01T10:00:05+08:00');
    // A slow local beacon (a round every 30 s) so the round after close comes after the draw time.
    const beacon = new LocalBeacon({
      secretKeyHex: LOCAL_KEY,
      now: clock.now,
      genesisTimeSec: 1_700_000_015,
      periodSec: 30,
    });
    const { scheduler, service } = await setup(clock, beacon);
    await scheduler.tick();
    const open = await service.currentIssue('Ffc');
    const round = beaconRoundAt(beacon.info, open?.closeAt ?? 0);
    expect(open).toMatchObject({
      algorithm: DRAW_ALGORITHM_V2,
      beacon: { source: 'local', independent: false, round },
    });
    expect(open?.beacon?.signature).toBeNull();
    const roundAt = (round - 1) * 30_000 + 1_700_000_015_000;
    expect(roundAt).toBeGreaterThan(open?.drawAt ?? 0);
    clock.set(open?.drawAt ?? 0);
    expect((await scheduler.tick()).drawn).toBe(0); // the round is not out yet
    expect((await service.issue('Ffc', open?.issue ?? ''))?.state).toBe('CLOSED');
    clock.set(roundAt);
    expect((await scheduler.tick()).drawn).toBe(1);
    const drawn = await service.issue('Ffc', open?.issue ?? '');
    expect(verifies('Ffc', drawn)).toBe(true);
    expect(drawn?.result).not.toEqual(drawResultFor('Ffc', drawn?.seed ?? '', drawn?.issue ?? ''));
    // The next issue went on sale with the drawn seed as its commitment.
    expect(await service.currentIssue('Ffc')).toMatchObject({ state: 'OPEN', commitment: drawn?.seed });
  });

  it('voids and refunds an issue whose round stays unavailable past the limit', async () => {
    const clock = new FakeClock('2026-03-01T10:00:05+08:00');
    const silent: BeaconSource = {
      kind: 'drand',
      independent: true,
      info: DRAND_QUICKNET,
      get: async () => null,
    };
    const { scheduler, service, settler } = await setup(clock, silent, { timeoutMs: 20_000 });
    await scheduler.tick();
    const open = await service.currentIssue('Ffc');
    clock.set((open?.drawAt ?? 0) + 19_000);
    expect((await scheduler.tick()).voided).toBe(0);
    clock.set((open?.drawAt ?? 0) + 20_000);
    expect((await scheduler.tick()).voided).toBe(1);
    const voided = await service.issue('Ffc', open?.issue ?? '');
    expect(voided).toMatchObject({ state: 'VOID', result: null });
    expect(voided?.voidReason).toMatch(/beacon round \d+ unavailable 20 s after the draw time/);
    expect(settler.refunded).toEqual([{ issue: open?.issue, reason: voided?.voidReason }]);
    // Its seed is public after the void, so the next issue opens with it as its commitment.
    expect(await service.currentIssue('Ffc')).toMatchObject({ state: 'OPEN', commitment: voided?.seed });
  });

  it('draws with a recorded real quicknet round fetched from a relay and verified with the network key', async () => {
    const real = recorded.rounds.find((r) => r.round === 1000);
    if (!real) throw new Error('fixture lacks round 1000');
    // 23:59:24 Shanghai on 2023-08-23: an issue of a 5 s game closing then is salted by round 1000.
    const clock = new FakeClock('2023-08-23T23:59:21+08:00');
    const served: string[] = [];
    const relay = new DrandHttpBeacon({
      urls: ['http://relay.invalid'],
      info: DRAND_QUICKNET,
      timeoutMs: 1000,
      fetch: async (url) => {
        served.push(String(url));
        const body = { round: real.round, signature: real.signature, randomness: real.randomness };
        return new Response(JSON.stringify(body), { status: 200 });
      },
    });
    const { scheduler, service } = await setup(clock, relay, { periodSec: 5, closeSec: 1 });
    await scheduler.tick();
    const open = await service.currentIssue('Ffc');
    expect(open?.beacon).toMatchObject({ source: 'drand', independent: true, round: 1000 });
    clock.set(open?.drawAt ?? 0);
    expect((await scheduler.tick()).drawn).toBe(1);
    expect(served).toEqual([`http://relay.invalid/${DRAND_QUICKNET.chainHash}/public/1000`]);
    const drawn = await service.issue('Ffc', open?.issue ?? '');
    expect(drawn?.beacon).toMatchObject({ signature: real.signature, randomness: real.randomness });
    expect(verifies('Ffc', drawn)).toBe(true);
  });

  it('draws every self-drawn family under v2, each verifiable from its published view', async () => {
    const clock = new FakeClock('2026-03-01T10:00:05+08:00');
    const beacon = new LocalBeacon({ secretKeyHex: LOCAL_KEY, now: clock.now });
    const codes = GAME_FAMILIES.filter((f) => f.classType !== 3 && f.gameType !== 'red-packet').map(
      (f) => f.code,
    );
    const { scheduler, service } = await setup(clock, beacon, { only: codes, periodSec: 60, closeSec: 10 });
    // ~20 games' chains, signatures and BLS verifications: slow on a loaded 2-core machine.
    await scheduler.tick();
    const views = await Promise.all(codes.map((c) => service.currentIssue(c)));
    clock.set(Math.max(...views.map((v) => v?.drawAt ?? 0)) + 3_000);
    await scheduler.tick();
    for (const [k, code] of codes.entries()) {
      const drawn = await service.issue(code, views[k]?.issue ?? '');
      expect(drawn?.algorithm, code).toBe(DRAW_ALGORITHM_V2);
      expect(verifies(code, drawn), code).toBe(true);
    }
  }, 120_000);
});
