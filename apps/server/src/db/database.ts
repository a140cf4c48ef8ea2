import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { AuthTables } from '../modules/auth/auth.tables';
import type { BetTables } from '../modules/bet/bet.tables';
import type { RebateTables } from '../modules/bet/rebate.tables';
import type { CustomerServiceTables } from '../modules/customer-service/customer-service.tables';
import type { DrawTables } from '../modules/draw/draw.tables';
import type { GameTables } from '../modules/game/game.tables';
import type { HelpTables } from '../modules/help/help.tables';
import type { LedgerTables } from '../modules/ledger/ledger.tables';
import type { MemberTables } from '../modules/member/member.tables';
import type { NoticeTables } from '../modules/notice/notice.tables';
import type { PaymentTables } from '../modules/payment/payment.tables';
import type { RedPacketTables } from '../modules/red-packet/red-packet.tables';
import type { WithdrawTables } from '../modules/withdraw/withdraw.tables';

/**
 * The whole schema as Kysely sees it, composed from each module's `<name>.tables.ts`.
 * A new module adds its tables file plus a migration and one `extends` entry here.
 */
export interface Database
  extends MemberTables,
    AuthTables,
    LedgerTables,
    PaymentTables,
    DrawTables,
    BetTables,
    RebateTables,
    GameTables,
    WithdrawTables,
    RedPacketTables,
    NoticeTables,
    CustomerServiceTables,
    HelpTables {
  schema_migrations: { name: string; applied_at: Date };
  seed_runs: { name: string; applied_at: ColumnType<Date, Date | undefined, Date> };
}

/** What repositories accept: the root handle or the caller's transaction. */
export type Db = Kysely<Database> | Transaction<Database>;
