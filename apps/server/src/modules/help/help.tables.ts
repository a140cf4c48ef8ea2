import type { HelpQuestionKind } from '@qilin/contract';
import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Migration 0098: the FAQ (kind 'faq') and the online service's quick questions (kind 'online'). */
export interface HelpQuestionsTable {
  id: Generated<number>;
  kind: HelpQuestionKind;
  question: string;
  answer: string;
  sort: ColumnType<number, number | undefined, number>;
  hidden_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: Timestamp;
}

export type HelpQuestionRow = Selectable<HelpQuestionsTable>;

export interface HelpTables {
  help_questions: HelpQuestionsTable;
}

declare module '../../db/database' {
  /** The whole schema is the union of every module's tables. */
  interface Database extends HelpTables {}
}
