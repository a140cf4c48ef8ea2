/** Connection use of a database handle: pg's pool, or PGlite's one connection and its queue. */
export type PoolStats = { total: number; idle: number; waiting: number };
