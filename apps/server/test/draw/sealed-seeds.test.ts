import { verifyChainLink } from '@qilin/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/env';
import {
  ChainVault,
  commitmentOf,
  DRAW_ALGORITHM,
  DrawScheduler,
  DrawService,
  domainDrawResult,
  drawGamesFromCatalogue,
  seedAt,
} from '../../src/modules/draw';
import { createTestDb, type TestDb, testDbKind } from '../helpers/test-db';
import { FakeClock } from './fake-clock';

const KEY = 'ab'.repeat(32);

/** Every 64-hex text stored anywhere in the two draw tables, with where it sits. */
async function storedHexes(t: TestDb): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const scan = (where: string, value: unknown) => {
    for (const m of JSON.stringify(value ?? null).matchAll(/[0-9a-f]{64}/g)) found.set(m[0], where);
  };
  for (const c of await t.db.selectFrom('draw_chains').selectAll().execute()) scan(`chain ${c.id}`, c);
  for (const i of await t.db.selectFrom('draw_issues').selectAll().execute()) scan(`issue ${i.issue}`, i);
  return found;
}

describe(`sealed draw seeds (${testDbKind()})`, () => {
  let t: TestDb;
  const clock = new FakeClock('2026-03-01T10:00:05+08:00');
  let scheduler: DrawScheduler;
  let service: DrawService;
  const make = (vault: ChainVault) =>
    new DrawScheduler({
      db: t.db,
      games: drawGamesFromCatalogue({ only: ['Ffc'] }),
      now: clock.now,
      drawResult: domainDrawResult,
      algorithm: DRAW_ALGORITHM,
      chainLength: 50,
      openAhead: 5,
      vault,
    });

  beforeAll(async () => {
    t = await createTestDb();
    scheduler = make(new ChainVault(KEY));
    service = new DrawService(t.db, clock.now, scheduler);
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores no undrawn seed in plain text: the chain secret is sealed, issues ahead are PENDING', async () => {
    await scheduler.tick();
    const chain = await t.db
      .selectFrom('draw_chains')
      .selectAll()
      .where('epoch', '=', 1)
      .executeTakeFirstOrThrow();
    expect(chain.secret_hex).toBeNull();
    expect(chain.secret_enc).toMatch(/^[A-Za-z0-9+/=]+$/);
    const secret = new ChainVault(KEY).open(chain.secret_enc ?? '', { gameCode: 'Ffc', epoch: 1 });
    // Every seed of the chain, s_1 … s_50: none may be stored in either table while undrawn.
    const seeds = Array.from({ length: 50 }, (_, k) => seedAt(secret.toString('hex'), 50, k + 1));
    const stored = await storedHexes(t);
    for (const [k, seed] of seeds.entries()) expect(stored.get(seed), `s_${k + 1}`).toBeUndefined();
    const issues = await t.db.selectFrom('draw_issues').selectAll().orderBy('draw_at').execute();
    expect(issues.map((i) => i.state)).toEqual([
      'OPEN',
      'PENDING',
      'PENDING',
      'PENDING',
      'PENDING',
      'PENDING',
    ]);
    expect(issues.map((i) => i.commitment)).toEqual([chain.terminal_hash, null, null, null, null, null]);
    expect(issues.every((i) => i.seed_hex === null)).toBe(true);
  });

  it('opens the next issue at the draw, its commitment being the seed just revealed', async () => {
    clock.set(new Date('2026-03-01T10:00:55+08:00'));
    await scheduler.tick();
    // In the closed window the next issue is listed but not on sale and not committed yet.
    expect(await service.currentIssue('Ffc')).toMatchObject({
      issue: '20260301-0602',
      state: 'PENDING',
      commitment: null,
    });
    clock.set(new Date('2026-03-01T10:01:00+08:00'));
    await scheduler.tick();
    const drawn = await service.issue('Ffc', '20260301-0601');
    const next = await service.currentIssue('Ffc');
    expect(next).toMatchObject({ issue: '20260301-0602', state: 'OPEN', commitment: drawn?.seed });
    expect(verifyChainLink(drawn?.seed ?? '', drawn?.commitment ?? '')).toBe(true);
    expect((await service.issue('Ffc', '20260301-0603'))?.commitment).toBeNull();
  });

  it('never draws an issue before its predecessor: that would reveal the predecessor seed', async () => {
    clock.set(new Date('2026-03-01T10:03:00+08:00')); // 0602 and 0603 are both due
    const [second, third] = await t.db
      .selectFrom('draw_issues')
      .select(['id', 'issue'])
      .where('issue', 'in', ['20260301-0602', '20260301-0603'])
      .orderBy('draw_at')
      .execute();
    expect(await scheduler.drawIssue(third?.id ?? 0)).toBe(0);
    expect((await service.issue('Ffc', '20260301-0603'))?.seed).toBeNull();
    expect(await scheduler.drawIssue(second?.id ?? 0)).toBe(1);
    expect(await scheduler.drawIssue(third?.id ?? 0)).toBe(1);
    const [a, b] = [
      await service.issue('Ffc', second?.issue ?? ''),
      await service.issue('Ffc', third?.issue ?? ''),
    ];
    expect(b?.commitment).toBe(a?.seed);
    expect(commitmentOf(b?.seed ?? '')).toBe(a?.seed);
  });

  it('seals a plain secret left by an older database, and draws from it afterwards', async () => {
    const chain = await t.db
      .selectFrom('draw_chains')
      .selectAll()
      .where('epoch', '=', 1)
      .executeTakeFirstOrThrow();
    const secret = new ChainVault(KEY).open(chain.secret_enc ?? '', { gameCode: 'Ffc', epoch: 1 });
    await t.db
      .updateTable('draw_chains')
      .set({ secret_hex: secret.toString('hex'), secret_enc: null })
      .where('id', '=', chain.id)
      .execute();
    const restarted = make(new ChainVault(KEY));
    expect(await restarted.sealPlainSecrets()).toBe(1);
    const after = await t.db
      .selectFrom('draw_chains')
      .selectAll()
      .where('epoch', '=', 1)
      .executeTakeFirstOrThrow();
    expect(after.secret_hex).toBeNull();
    expect(new ChainVault(KEY).open(after.secret_enc ?? '', { gameCode: 'Ffc', epoch: 1 })).toEqual(secret);
    clock.set(new Date('2026-03-01T10:04:00+08:00'));
    expect((await restarted.tick()).drawn).toBe(1);
  });

  it('voids (and never reveals a made-up seed) when the secret does not open with the key', async () => {
    const wrongKey = make(new ChainVault('cd'.repeat(32)));
    clock.set(new Date('2026-03-01T10:05:00+08:00'));
    const report = await wrongKey.tick();
    expect(report).toMatchObject({ drawn: 0, voided: 1 });
    expect(await service.issue('Ffc', '20260301-0605')).toMatchObject({ state: 'VOID', seed: null });
    expect((await service.issue('Ffc', '20260301-0605'))?.voidReason).toMatch(/chain secret unusable/);
  });

  it('a sealed secret cannot be moved to another chain row', () => {
    const vault = new ChainVault(KEY);
    const sealed = vault.seal(ChainVault.newSecret(), { gameCode: 'Ffc', epoch: 1 });
    expect(() => vault.open(sealed, { gameCode: 'Sfc', epoch: 1 })).toThrow();
    expect(() => vault.open(sealed, { gameCode: 'Ffc', epoch: 2 })).toThrow();
  });

  it('production refuses the documented development key, and the local beacon unless told', () => {
    const prod = { NODE_ENV: 'production', ADMIN_TOKEN: 'x'.repeat(20), DATA_KEY: 'cd'.repeat(32) } as const;
    expect(() => loadEnv({ ...prod, BEACON_LOCAL: '1' })).toThrow(/DRAW_SECRET_KEY/);
    expect(() => loadEnv({ ...prod, DRAW_SECRET_KEY: KEY })).toThrow(/BEACON_URLS/);
    expect(loadEnv({ ...prod, DRAW_SECRET_KEY: KEY, BEACON_LOCAL: '1' }).drawSecretKeyHex).toBe(KEY);
    const urls = 'https://api.drand.sh/, https://drand.cloudflare.com';
    const relays = loadEnv({ ...prod, DRAW_SECRET_KEY: KEY, BEACON_URLS: urls });
    expect(relays.beacon.urls).toEqual(['https://api.drand.sh', 'https://drand.cloudflare.com']);
  });
});
