import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BetItem } from '@qilin/contract';
import { findGameFamily } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DRAW_ALGORITHM,
  DrawLease,
  DrawScheduler,
  domainDrawResult,
  drawGamesFromCatalogue,
} from '../../src/modules/draw';
import { balances, buildBetKit, fund } from '../bet/bet-kit';
import { buildMember, createTestDb, type TestDb, testDbKind } from '../helpers';

// The tsx loader in-process (not tsx's CLI, which runs the script in a grandchild that SIGKILL would miss).
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
const fixture = fileURLToPath(new URL('./fixtures/settle-child.ts', import.meta.url));
const entries = findGameFamily('Tradition28')?.playGroups.credit[0]?.entries ?? [];
const item = (playId: string): BetItem => ({
  playId,
  amountFen: 1_000,
  odds: entries.find((e) => e.playId === playId)?.odds ?? '',
});

/** Runs the fixture until it prints MID, then SIGKILLs it; resolves with everything it printed. */
function settleAndKill(env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', tsxLoader, fixture], {
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`child never reached MID: ${out}`));
    }, 25_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('MID')) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('exit', (_code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL') resolve(out);
      else reject(new Error(`child exited without being killed: ${out}`));
    });
  });
}

/** Runs the tick fixture to completion; resolves with its summed report. */
function tickProcess(
  env: Record<string, string>,
): Promise<{ leader: number; drawn: number; settled: number }> {
  const tickFixture = fileURLToPath(new URL('./fixtures/tick-child.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', tsxLoader, tickFixture], {
      env: { ...process.env, ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('exit', (code) => {
      const m = /REPORT=(\{.*\})/.exec(out);
      if (code === 0 && m?.[1]) resolve(JSON.parse(m[1]));
      else reject(new Error(`tick child failed (${code}): ${out}`));
    });
  });
}

// Several processes need a shared server database: PostgreSQL only.
describe.skipIf(testDbKind() !== 'pg')('crash and concurrency recovery (pg)', () => {
  let t: TestDb;
  let kit: ReturnType<typeof buildBetKit>;
  beforeAll(async () => {
    t = await createTestDb();
    kit = buildBetKit(t.db, ['Tradition28']);
    await kit.scheduler.tick();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a process SIGKILLed mid-settlement leaves nothing behind; the restart settles exactly once', async () => {
    const members = await Promise.all([buildMember(t.db), buildMember(t.db), buildMember(t.db)]);
    for (const m of members) await fund(t.db, m.id, 5_000);
    const plays = ['big', 'small', 'odd'];
    const receipts = [];
    for (const [i, m] of members.entries()) {
      receipts.push(
        await kit.bets.place(m.id, {
          gameCode: 'Tradition28',
          roomId: '1',
          items: [item(plays[i] ?? 'big')],
        }),
      );
    }
    const issue = await kit.draws.issue('Tradition28', receipts[0]?.issue ?? '');
    kit.clock.set((issue?.drawAt ?? 0) + 1);
    const row = await t.db
      .selectFrom('draw_issues')
      .select('id')
      .where('issue', '=', issue?.issue ?? '')
      .executeTakeFirstOrThrow();
    expect(await kit.scheduler.drawIssue(row.id)).toBe(1);

    const printed = await settleAndKill({
      DATABASE_URL: t.databaseUrl ?? '',
      NOW_MS: String(kit.clock.ms),
      ISSUE_ID: String(row.id),
    });
    expect(printed).toContain('MID');
    expect(printed).not.toContain('COMMITTED');
    const pending = await t.db
      .selectFrom('bets')
      .select('id')
      .where('issue_id', '=', row.id)
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toHaveLength(3);
    expect((await kit.draws.issue('Tradition28', issue?.issue ?? ''))?.state).toBe('DRAWN');

    // "Restart": the next tick finds the DRAWN issue and settles it.
    expect((await kit.scheduler.tick()).settled).toBe(1);
    const bets = await t.db.selectFrom('bets').selectAll().where('issue_id', '=', row.id).execute();
    expect(bets.every((b) => b.status !== 'pending')).toBe(true);
    // Each winner is paid once, per member under the issue's ref, exactly the bet's payout.
    const payouts = await t.db
      .selectFrom('ledger_transfers as t')
      .innerJoin('ledger_accounts as a', 'a.id', 't.credit_account_id')
      .select(['a.member_id', 't.amount_fen'])
      .where('t.type', '=', 'bet_payout')
      .where('t.ref_type', '=', 'issue')
      .where('t.ref_id', '=', String(row.id))
      .execute();
    const won = bets.filter((b) => b.status === 'won');
    expect(payouts.map((p) => [Number(p.member_id), Number(p.amount_fen)]).sort()).toEqual(
      won.map((b) => [b.member_id, b.payout_fen]).sort(),
    );
    for (const [i, m] of members.entries()) {
      const bet = bets.find((b) => b.member_id === m.id);
      expect(await balances(t.db, m.id), `member ${i}`).toMatchObject({
        balanceFen: 4_000 + (bet?.payout_fen ?? 0),
        heldFen: 0,
      });
    }
  }, 60_000);

  it('two server processes ticking together: one leader, each issue drawn and settled once', async () => {
    const m = await buildMember(t.db);
    await fund(t.db, m.id, 5_000);
    const r = await kit.bets.place(m.id, { gameCode: 'Tradition28', roomId: '1', items: [item('big')] });
    const issue = await kit.draws.issue('Tradition28', r.issue);
    kit.clock.set((issue?.drawAt ?? 0) + 1);
    const env = { DATABASE_URL: t.databaseUrl ?? '', NOW_MS: String(kit.clock.ms), TICKS: '5' };
    const [a, b] = await Promise.all([tickProcess(env), tickProcess(env)]);
    expect(a.leader === 0 || b.leader === 0).toBe(true);
    expect(a.drawn + b.drawn).toBe(1);
    expect(a.settled + b.settled).toBe(1);
    const bet = await t.db
      .selectFrom('bets')
      .selectAll()
      .where('id', '=', r.items[0]?.betId ?? 0)
      .executeTakeFirstOrThrow();
    expect(bet.status).not.toBe('pending');
    expect(await balances(t.db, m.id)).toMatchObject({ balanceFen: 4_000 + bet.payout_fen, heldFen: 0 });
  }, 60_000);

  it('two schedulers racing without a shared lease still draw and settle each issue once', async () => {
    const m = await buildMember(t.db);
    await fund(t.db, m.id, 5_000);
    const r = await kit.bets.place(m.id, {
      gameCode: 'Tradition28',
      roomId: '1',
      items: [item('big'), item('small')],
    });
    const issue = await kit.draws.issue('Tradition28', r.issue);
    kit.clock.set((issue?.drawAt ?? 0) + 1);
    const rival = new DrawScheduler({
      db: t.db,
      games: drawGamesFromCatalogue({ only: ['Tradition28'] }),
      now: kit.clock.now,
      drawResult: domainDrawResult,
      algorithm: DRAW_ALGORITHM,
      lease: new DrawLease(t.db, 'another-lease-name'),
    });
    rival.setSettler(kit.settler);
    const [a, b] = await Promise.all([kit.scheduler.tick(), rival.tick()]);
    expect(a.drawn + b.drawn).toBe(1);
    expect(a.settled + b.settled).toBe(1);
    expect(await balances(t.db, m.id)).toMatchObject({ heldFen: 0 });
    const ids = r.items.map((i) => i.betId);
    const settled = await t.db.selectFrom('bets').selectAll().where('id', 'in', ids).execute();
    const won = settled.filter((b) => b.status === 'won');
    expect(won.length).toBeGreaterThanOrEqual(1); // 大 + 小 on one issue: one of them always wins
    // One payout transfer for the member's wins of the issue, of exactly their payouts.
    const payouts = await t.db
      .selectFrom('ledger_transfers')
      .selectAll()
      .where('type', '=', 'bet_payout')
      .where('ref_type', '=', 'issue')
      .where('ref_id', '=', String(settled[0]?.issue_id))
      .execute();
    expect(payouts.map((p) => Number(p.amount_fen))).toEqual([won.reduce((s, b) => s + b.payout_fen, 0)]);
    const paid = settled.reduce((s, b) => s + b.payout_fen, 0);
    expect(await balances(t.db, m.id)).toMatchObject({ balanceFen: 3_000 + paid });
  });
});
