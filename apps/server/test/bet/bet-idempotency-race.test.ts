import { type BetItem, ErrorCode } from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BetService } from '../../src/modules/bet';
import { placementRepository } from '../../src/modules/bet/bet-placement.repository';
import { memberLimitsRepository } from '../../src/modules/bet/member-limits.repository';
import { buildMember, createTestDb, type TestDb, testDbKind } from '../helpers';
import { balances, buildBetKit, fund } from './bet-kit';

const GAME = 'Tradition28';
const entry = findGameFamily(GAME)?.playGroups.credit[0]?.entries[0];
const big: BetItem = { playId: entry?.playId ?? '', amountFen: 1_000, odds: entry?.odds ?? '' };

/** A promise the test resolves when it wants the held attempt to go on. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const settled = <T>(p: Promise<T>) =>
  p.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * A retry under the idempotency key of an attempt still in flight answers with that attempt's result,
 * never with a refusal the first attempt did not meet (here sales closing while it waited): the client
 * must not be told "refused" for an order that exists.
 */
describe(`bet idempotency: a retry while the first attempt is in flight (${testDbKind()})`, () => {
  let t: TestDb;
  let kit: ReturnType<typeof buildBetKit>;
  beforeAll(async () => {
    t = await createTestDb();
    kit = buildBetKit(t.db, [GAME]);
    await kit.scheduler.tick();
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const closeAtOfIssueOnSale = async () => {
    const issue = await kit.draws.currentIssue(GAME);
    if (!issue) throw new Error('no issue on sale');
    const row = await t.db
      .selectFrom('draw_issues')
      .select('id')
      .where('game_code', '=', GAME)
      .where('issue', '=', issue.issue)
      .executeTakeFirstOrThrow();
    return { id: row.id, closeAt: issue.closeAt };
  };

  it('a retry sent while the first attempt is held at its write, after sales close, replays its receipt', async () => {
    const start = kit.clock.now();
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 10_000);
    const onSale = await closeAtOfIssueOnSale();
    const input = { gameCode: GAME, roomId: '1', items: [big], idempotencyKey: 'race-key-write-0001' };

    const hold = gate();
    const reached = gate();
    const original = placementRepository.placeOrders.bind(placementRepository);
    vi.spyOn(placementRepository, 'placeOrders').mockImplementation(async (db, writes) => {
      if (writes.some((w) => w.order.idempotencyKey === input.idempotencyKey)) {
        reached.open();
        await hold.opened;
      }
      return original(db, writes);
    });

    const first = settled(kit.bets.place(member.id, input));
    await reached.opened;
    kit.clock.set(new Date(onSale.closeAt + 1_000));
    const retry = settled(kit.bets.place(member.id, input));
    // Let the retry run as far as it can before the first attempt goes on.
    await new Promise((r) => setTimeout(r, 50));
    hold.open();

    const a = await first;
    const b = await retry;
    kit.clock.set(start);
    expect(a.ok).toBe(true);
    if (!a.ok) return;
    expect(b).toEqual({ ok: true, value: a.value });
    expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 9_000, heldFen: 1_000 });
  });

  // Another process's attempt holding a lock needs a second connection: PGlite has one.
  it.skipIf(testDbKind() !== 'pg')(
    'a retry on another process, while the first attempt waits on the member lock and sales close, replays its receipt',
    async () => {
      const start = kit.clock.now();
      const member = await buildMember(t.db);
      await fund(t.db, member.id, 10_000);
      // A per-issue limit of the member's own: placement takes the member+issue lock in a transaction.
      await memberLimitsRepository.upsert(
        t.db,
        member.id,
        { gameCode: GAME, maxPerBetFen: null, maxPerIssueFen: 50_000 },
        start,
      );
      const onSale = await closeAtOfIssueOnSale();
      const input = { gameCode: GAME, roomId: '1', items: [big], idempotencyKey: 'race-key-lock-0001' };
      // A second "process": its own service (own write batcher) over the same database and clock.
      const otherProcess = new BetService(t.db, kit.draws, kit.clock.now);

      const release = gate();
      const locked = gate();
      const holder = t.db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${`bet-member-issue:${member.id}:${onSale.id}`}))`.execute(
          trx,
        );
        locked.open();
        await release.opened;
      });
      await locked.opened;

      const first = settled(kit.bets.place(member.id, input));
      await until(async () => {
        const r = await sql<{ n: number }>`select count(*)::int as n from pg_locks
          where locktype = 'advisory' and not granted`.execute(t.db);
        return (r.rows[0]?.n ?? 0) > 0;
      }, 'the first attempt to wait on the member lock');
      kit.clock.set(new Date(onSale.closeAt + 1_000));
      const retry = settled(otherProcess.place(member.id, input));
      await new Promise((r) => setTimeout(r, 100));
      release.open();
      await holder;

      const a = await first;
      const b = await retry;
      kit.clock.set(start);
      expect(a.ok).toBe(true);
      if (!a.ok) return;
      expect(b).toEqual({ ok: true, value: a.value });
      expect(await balances(t.db, member.id)).toMatchObject({ balanceFen: 9_000, heldFen: 1_000 });
    },
  );

  it('a retry after the first attempt was refused is refused the same way (nothing was written)', async () => {
    const member = await buildMember(t.db);
    await fund(t.db, member.id, 500);
    const input = { gameCode: GAME, roomId: '1', items: [big], idempotencyKey: 'race-key-refused-01' };
    await expect(kit.bets.place(member.id, input)).rejects.toMatchObject({
      errorCode: ErrorCode.InsufficientBalance,
    });
    await expect(kit.bets.place(member.id, input)).rejects.toMatchObject({
      errorCode: ErrorCode.InsufficientBalance,
    });
  });
});
