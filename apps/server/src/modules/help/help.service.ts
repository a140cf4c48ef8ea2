import type {
  HelpQuestion,
  HelpQuestionAdminView,
  HelpQuestionBody,
  HelpQuestionKind,
  HelpQuestionList,
} from '@qilin/contract';
import type { Db } from '../../db';
import { Errors } from '../../lib/errors';
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

  async add(body: HelpQuestionBody): Promise<HelpQuestionAdminView> {
    const row = await repo.insert(this.db, body, this.now());
    return { ...present(row), kind: row.kind, sort: row.sort };
  }

  async replace(id: number, body: HelpQuestionBody): Promise<HelpQuestionAdminView> {
    const row = await repo.replace(this.db, id, body, this.now());
    if (!row) throw Errors.notFound();
    return { ...present(row), kind: row.kind, sort: row.sort };
  }

  async remove(id: number): Promise<void> {
    if (!(await repo.hide(this.db, id, this.now()))) throw Errors.notFound();
  }
}
