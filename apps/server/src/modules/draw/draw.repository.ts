import type { GameResult } from '@qilin/domain';
import { sql } from 'kysely';
import type { Db } from '../../db';
import type { DrawChainRow, DrawIssueRow, IssueState } from './draw.tables';

/** SQL only; every method takes the caller's handle or transaction. */
export const drawRepository = {
  /** The game's active chain (the lowest epoch with links left, else the newest), row-locked. */
  async activeChainForUpdate(db: Db, gameCode: string): Promise<DrawChainRow | undefined> {
    return db
      .selectFrom('draw_chains')
      .selectAll()
      .where('game_code', '=', gameCode)
      .orderBy(sql`next_index > length`)
      .orderBy(sql`case when next_index > length then -epoch else epoch end`)
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
  },

  async chainOfEpoch(db: Db, gameCode: string, epoch: number): Promise<DrawChainRow | undefined> {
    return db
      .selectFrom('draw_chains')
      .selectAll()
      .where('game_code', '=', gameCode)
      .where('epoch', '=', epoch)
      .forUpdate()
      .executeTakeFirst();
  },

  /** The public record of an epoch (append-only; a concurrent opener's row wins). */
  async insertEpoch(
    db: Db,
    row: { gameCode: string; epoch: number; terminalHash: string; chainLength: number; at: Date },
  ): Promise<void> {
    await db
      .insertInto('draw_epochs')
      .values({
        game_code: row.gameCode,
        epoch: row.epoch,
        terminal_hash: row.terminalHash,
        chain_length: row.chainLength,
        announced_at: row.at,
      })
      .onConflict((oc) => oc.columns(['game_code', 'epoch']).doNothing())
      .execute();
  },

  /** Every epoch of the game with its first issue (none yet while only announced), oldest first. */
  async epochs(db: Db, gameCode: string) {
    return db
      .selectFrom('draw_epochs as e')
      .innerJoin('draw_chains as c', (j) =>
        j.onRef('c.game_code', '=', 'e.game_code').onRef('c.epoch', '=', 'e.epoch'),
      )
      .leftJoin('draw_issues as i', (j) => j.onRef('i.chain_id', '=', 'c.id').on('i.chain_index', '=', 1))
      .select([
        'e.epoch',
        'e.terminal_hash',
        'e.chain_length',
        'e.announced_at',
        'i.issue as first_issue',
        'i.open_at as first_open_at',
      ])
      .where('e.game_code', '=', gameCode)
      .orderBy('e.epoch')
      .execute();
  },

  /** undefined when a concurrent opener created the same epoch first (it waits for that commit). */
  async insertChain(
    db: Db,
    row: { gameCode: string; epoch: number; secretEnc: string; length: number; terminalHash: string },
  ): Promise<DrawChainRow | undefined> {
    return db
      .insertInto('draw_chains')
      .values({
        game_code: row.gameCode,
        epoch: row.epoch,
        secret_enc: row.secretEnc,
        length: row.length,
        terminal_hash: row.terminalHash,
      })
      .onConflict((oc) => oc.columns(['game_code', 'epoch']).doNothing())
      .returningAll()
      .executeTakeFirst();
  },

  async advanceChain(db: Db, chainId: number): Promise<void> {
    await db
      .updateTable('draw_chains')
      .set((eb) => ({ next_index: eb('next_index', '+', 1) }))
      .where('id', '=', chainId)
      .execute();
  },

  /** Chains still holding a plain secret (databases from before migration 0091). */
  async plainSecretChains(
    db: Db,
  ): Promise<Pick<DrawChainRow, 'id' | 'game_code' | 'epoch' | 'secret_hex'>[]> {
    return db
      .selectFrom('draw_chains')
      .select(['id', 'game_code', 'epoch', 'secret_hex'])
      .where('secret_hex', 'is not', null)
      .execute();
  },

  async sealSecret(db: Db, chainId: number, secretEnc: string): Promise<void> {
    await db
      .updateTable('draw_chains')
      .set({ secret_enc: secretEnc, secret_hex: null })
      .where('id', '=', chainId)
      .execute();
  },

  async chainById(db: Db, chainId: number): Promise<DrawChainRow | undefined> {
    return db.selectFrom('draw_chains').selectAll().where('id', '=', chainId).executeTakeFirst();
  },

  async lastIssue(db: Db, gameCode: string): Promise<DrawIssueRow | undefined> {
    return db
      .selectFrom('draw_issues')
      .selectAll()
      .where('game_code', '=', gameCode)
      .orderBy('draw_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  async insertIssue(
    db: Db,
    row: {
      gameCode: string;
      issue: string;
      openAt: Date;
      closeAt: Date;
      drawAt: Date;
      chainId: number;
      chainIndex: number;
      state: 'PENDING' | 'OPEN';
      commitment: string | null;
      algorithm: string;
      beacon: { source: 'drand' | 'local'; round: number; publicKey: string } | null;
    },
  ): Promise<void> {
    await db
      .insertInto('draw_issues')
      .values({
        game_code: row.gameCode,
        issue: row.issue,
        open_at: row.openAt,
        close_at: row.closeAt,
        draw_at: row.drawAt,
        chain_id: row.chainId,
        chain_index: row.chainIndex,
        state: row.state,
        commitment: row.commitment,
        beacon_source: row.beacon?.source ?? null,
        beacon_round: row.beacon?.round ?? null,
        beacon_public_key: row.beacon?.publicKey ?? null,
        algorithm: row.algorithm,
      })
      .execute();
  },

  async closeDue(db: Db, now: Date): Promise<number> {
    const res = await db
      .updateTable('draw_issues')
      .set({ state: 'CLOSED' })
      .where('state', '=', 'OPEN')
      .where('close_at', '<=', now)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  },

  async idsInState(db: Db, states: IssueState[], drawnBefore?: Date): Promise<number[]> {
    let q = db.selectFrom('draw_issues').select('id').where('state', 'in', states);
    if (drawnBefore) q = q.where('draw_at', '<=', drawnBefore);
    const rows = await q.orderBy('draw_at').orderBy('id').execute();
    return rows.map((r) => r.id);
  },

  async issueById(db: Db, id: number): Promise<DrawIssueRow | undefined> {
    return db.selectFrom('draw_issues').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async lockIssue(db: Db, id: number): Promise<DrawIssueRow | undefined> {
    return db.selectFrom('draw_issues').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },

  /** Shared row lock by id (cancels): they serialise against the draw, not against bets. */
  async shareIssueById(db: Db, id: number): Promise<DrawIssueRow | undefined> {
    return db.selectFrom('draw_issues').selectAll().where('id', '=', id).forShare().executeTakeFirst();
  },

  /** A shared lock: bets on the issue serialise against its draw, not against each other. */
  async shareIssue(db: Db, gameCode: string, issue: string): Promise<DrawIssueRow | undefined> {
    return db
      .selectFrom('draw_issues')
      .selectAll()
      .where('game_code', '=', gameCode)
      .where('issue', '=', issue)
      .forShare()
      .executeTakeFirst();
  },

  async markDrawn(
    db: Db,
    id: number,
    drawn: { seedHex: string; result: GameResult; salt: { signature: string; randomness: string } | null },
    now: Date,
  ): Promise<void> {
    await db
      .updateTable('draw_issues')
      .set({
        state: 'DRAWN',
        seed_hex: drawn.seedHex,
        result: JSON.stringify(drawn.result),
        beacon_signature: drawn.salt?.signature ?? null,
        beacon_randomness: drawn.salt?.randomness ?? null,
        drawn_at: now,
      })
      .where('id', '=', id)
      .execute();
  },

  async markSettled(db: Db, id: number, now: Date): Promise<void> {
    await db
      .updateTable('draw_issues')
      .set({ state: 'SETTLED', settled_at: now })
      .where('id', '=', id)
      .execute();
  },

  /** `seedHex` when it could be derived: it is public once the draw time has passed. */
  async markVoid(db: Db, id: number, reason: string, seedHex: string | null, now: Date): Promise<void> {
    await db
      .updateTable('draw_issues')
      .set({ state: 'VOID', seed_hex: seedHex, voided_at: now, void_reason: reason })
      .where('id', '=', id)
      .execute();
  },

  /** An operator's void: VOID now, the seed sealed until the draw time (`reveal_pending`). */
  async markVoidSealed(db: Db, id: number, reason: string, now: Date): Promise<void> {
    await db
      .updateTable('draw_issues')
      .set({ state: 'VOID', voided_at: now, void_reason: reason, reveal_pending: true })
      .where('id', '=', id)
      .execute();
  },

  /** Voided issues whose seed is due for revealing (draw time passed), in draw order. */
  async revealDueIds(db: Db, now: Date): Promise<number[]> {
    const rows = await db
      .selectFrom('draw_issues')
      .select('id')
      .where('reveal_pending', '=', true)
      .where('draw_at', '<=', now)
      .orderBy('draw_at')
      .execute();
    return rows.map((r) => r.id);
  },

  async markRevealed(db: Db, id: number, seedHex: string | null): Promise<void> {
    await db
      .updateTable('draw_issues')
      .set({ seed_hex: seedHex, reveal_pending: false })
      .where('id', '=', id)
      .execute();
  },

  /** The game's next issue by draw time, row-locked: it opens when `drawAt`'s issue is revealed. */
  async nextIssueForUpdate(db: Db, gameCode: string, drawAt: Date): Promise<DrawIssueRow | undefined> {
    return db
      .selectFrom('draw_issues')
      .selectAll()
      .where('game_code', '=', gameCode)
      .where('draw_at', '>', drawAt)
      .orderBy('draw_at')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
  },

  /** The game's issue just before `drawAt` (its predecessor on the schedule). */
  async previousIssue(db: Db, gameCode: string, drawAt: Date): Promise<DrawIssueRow | undefined> {
    return db
      .selectFrom('draw_issues')
      .selectAll()
      .where('game_code', '=', gameCode)
      .where('draw_at', '<', drawAt)
      .orderBy('draw_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  async openIssue(db: Db, id: number, state: 'OPEN' | 'CLOSED', commitment: string): Promise<void> {
    await db.updateTable('draw_issues').set({ state, commitment }).where('id', '=', id).execute();
  },

  async findIssue(db: Db, gameCode: string, issue: string): Promise<DrawIssueRow | undefined> {
    return db
      .selectFrom('draw_issues')
      .selectAll()
      .where('game_code', '=', gameCode)
      .where('issue', '=', issue)
      .executeTakeFirst();
  },

  /** The issue on sale at `now`: the earliest whose sales have not closed yet. */
  async currentIssue(db: Db, gameCode: string, now: Date): Promise<DrawIssueRow | undefined> {
    return db
      .selectFrom('draw_issues')
      .selectAll()
      .where('game_code', '=', gameCode)
      .where('close_at', '>', now)
      .orderBy('draw_at')
      .limit(1)
      .executeTakeFirst();
  },

  async upcomingIssues(db: Db, gameCode: string, now: Date, limit: number): Promise<DrawIssueRow[]> {
    return db
      .selectFrom('draw_issues')
      .selectAll()
      .where('game_code', '=', gameCode)
      .where('draw_at', '>', now)
      .orderBy('draw_at')
      .limit(limit)
      .execute();
  },

  /** The console's issue list: one game's issues newest first, optionally of one state, with the total. */
  async page(
    db: Db,
    gameCode: string,
    state: IssueState | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: DrawIssueRow[]; total: number }> {
    let q = db.selectFrom('draw_issues').where('game_code', '=', gameCode);
    if (state) q = q.where('state', '=', state);
    const rows = await q.selectAll().orderBy('draw_at', 'desc').limit(limit).offset(offset).execute();
    const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { rows, total: Number(n) };
  },

  /** Issues whose draw is public (drawn, settled, or voided after their draw time), newest first. */
  async history(db: Db, gameCode: string, limit: number, offset = 0): Promise<DrawIssueRow[]> {
    return db
      .selectFrom('draw_issues')
      .selectAll()
      .where('game_code', '=', gameCode)
      .where('state', 'in', ['DRAWN', 'SETTLED', 'VOID'])
      .where('result', 'is not', null)
      .orderBy('draw_at', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  },

  async now(db: Db): Promise<Date> {
    const r = await sql<{ now: Date }>`select now() as now`.execute(db);
    return r.rows[0]?.now ?? new Date();
  },
};
