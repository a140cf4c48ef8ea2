export { type CreateDbOptions, createDb, type DbHandle, type DbKind, parseInt8 } from './create-db';
export type { Database, Db } from './database';
export { maintainEmbedded, startEmbeddedMaintenance } from './embedded-maintenance';
export { inTransaction } from './in-transaction';
export { MIGRATIONS_DIR, migrate, readMigrations } from './migrate';
export type { PoolStats } from './pool-stats';
export { isDatabaseUnavailable } from './unavailable';
