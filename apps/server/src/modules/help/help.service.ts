import type {
  HelpQuestion,
  HelpQuestionAdminView,
  HelpQuestionBody,
  HelpQuestionKind,
  HelpQuestionList,
} from '@qilin/contract';
import { type Db, inTransaction } from '../../db';
import { Errors } from '../../lib/errors';
import type { AdminAudit } from '../operator';
import { helpRepository as repo } from './help.repository';
import type { HelpQuestionRow } from './help.tables';

const present = (row: HelpQuestionRow): HelpQuestion => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
});

/** The help center's FAQ and the online service's quick questions, both edited by operators. */
export class HelpService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async list(kind: HelpQuestionKind): Promise<HelpQuestionList> {
    return { list: (await repo.list(this.db, kind)).map(present) };
  }

  async operatorView(): Promise<HelpQuestionAdminView[]> {
    return (await repo.list(this.db)).map((r) => ({ ...present(r), kind: r.kind, sort: r.sort }));
  }

  async add(body: HelpQuestionBody, audit: AdminAudit): Promise<HelpQuestionAdminView> {
    return inTransaction(this.db, async (trx) => {
      const view = adminView(await repo.insert(trx, body, this.now()));
      await audit.record(trx, { action: 'help.added', target: `help:${view.id}`, before: null, after: view });
      return view;
    });
  }

  async replace(id: number, body: HelpQuestionBody, audit: AdminAudit): Promise<HelpQuestionAdminView> {
    return inTransaction(this.db, async (trx) => {
      const before = await repo.lockShown(trx, id);
      const row = before && (await repo.replace(trx, id, body, this.now()));
      if (!before || !row) throw Errors.notFound();
      const view = adminView(row);
      await audit.record(trx, {
        action: 'help.replaced',
        target: `help:${id}`,
        before: adminView(before),
        after: view,
      });
      return view;
    });
  }

  async remove(id: number, audit: AdminAudit): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      const before = await repo.lockShown(trx, id);
      if (!before || !(await repo.hide(trx, id, this.now()))) throw Errors.notFound();
      await audit.record(trx, {
        action: 'help.removed',
        target: `help:${id}`,
        before: adminView(before),
        after: null,
      });
    });
  }
}

const adminView = (row: HelpQuestionRow): HelpQuestionAdminView => ({
  ...present(row),
  kind: row.kind,
  sort: row.sort,
});
