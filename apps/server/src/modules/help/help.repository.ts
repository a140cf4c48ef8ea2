import type { HelpQuestionBody, HelpQuestionKind } from '@qilin/contract';
import type { Db } from '../../db';
import type { HelpQuestionRow } from './help.tables';

/** SQL only: every method takes the caller's handle or transaction. */
export const helpRepository = {
  /** The shown questions, lower sort first, then in the order they were added. */
  async list(db: Db, kind?: HelpQuestionKind): Promise<HelpQuestionRow[]> {
    let query = db.selectFrom('help_questions').selectAll().where('hidden_at', 'is', null);
    if (kind) query = query.where('kind', '=', kind);
    return query.orderBy('kind').orderBy('sort').orderBy('id').execute();
  },

  /** One shown question, locked to the end of the caller's transaction (its audit's "before"). */
  async lockShown(db: Db, id: number): Promise<HelpQuestionRow | undefined> {
    return db
      .selectFrom('help_questions')
      .selectAll()
      .where('id', '=', id)
      .where('hidden_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
  },

  async insert(db: Db, body: HelpQuestionBody, at: Date): Promise<HelpQuestionRow> {
    return db
      .insertInto('help_questions')
      .values({ ...body, updated_at: at })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  async replace(db: Db, id: number, body: HelpQuestionBody, at: Date): Promise<HelpQuestionRow | undefined> {
    return db
      .updateTable('help_questions')
      .set({ ...body, updated_at: at })
      .where('id', '=', id)
      .where('hidden_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  },

  async hide(db: Db, id: number, at: Date): Promise<boolean> {
    const r = await db
      .updateTable('help_questions')
      .set({ hidden_at: at, updated_at: at })
      .where('id', '=', id)
      .where('hidden_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  },
};
