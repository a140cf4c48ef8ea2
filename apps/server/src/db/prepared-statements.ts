import pg from 'pg';

/**
 * Server-side prepared statements for the statements a process runs again and again (bet placement,
 * session and issue reads). Kysely sends every statement unnamed, so PostgreSQL parses, analyses and
 * plans it on each call; for the bet write (one statement of several CTEs) that was about a third of
 * the backend's CPU per bet. Naming a statement lets each connection parse it once and keep its plan.
 *
 * Bounded: a text is named only after `after` runs (one-off texts — varying IN lists, operator
 * reports — never take a slot) and at most `max` texts are named per process, so each connection
 * holds at most `max` prepared statements. Only statements with parameters are named: they use the
 * extended protocol anyway; parameterless texts (migrations, `begin`) stay on the simple protocol.
 *
 * Not for a transaction-pooling proxy (PgBouncer in transaction mode), which cannot keep a
 * connection's prepared statements: createDb takes `prepare: false` for that.
 */
export class StatementNames {
  /**
   * Texts by length: a hot text is a fresh string on every call (Kysely compiles it anew), and a Map
   * keyed by the text would hash all of it each time (~4 KB for the bet write); a length lookup and
   * one comparison with the stored text cost a fraction of that.
   */
  readonly #byLength = new Map<number, Entry[]>();
  #entries = 0;
  #named = 0;
  #next = 0;

  constructor(readonly o: { after: number; max: number; maxSeen: number } = DEFAULTS) {}

  /** The name to run `text` under, or undefined to run it unnamed (not yet hot, or no slot left). */
  nameOf(text: string): string | undefined {
    let entry = this.#find(text);
    if (entry?.name !== undefined || this.#named >= this.o.max) return entry?.name;
    if (!entry) {
      if (this.#entries >= this.o.maxSeen) this.#dropUnnamed();
      entry = { text, runs: 0, name: undefined };
      const bucket = this.#byLength.get(text.length);
      if (bucket) bucket.push(entry);
      else this.#byLength.set(text.length, [entry]);
      this.#entries++;
    }
    if (++entry.runs < this.o.after) return undefined;
    // Never reused for another text: a connection refuses one name for two texts.
    entry.name = `qilin_${this.#next++}`;
    this.#named++;
    return entry.name;
  }

  /**
   * The server refused the statement's kept plan (see `isStalePlan`): the text gets a new name on its
   * next hot run, which every connection parses afresh. The old one stays prepared, unused, until its
   * connection closes.
   */
  forget(text: string): void {
    const entry = this.#find(text);
    if (entry?.name === undefined) return;
    entry.name = undefined;
    entry.runs = 0;
    this.#named--;
  }

  get size(): number {
    return this.#named;
  }

  #find(text: string): Entry | undefined {
    const bucket = this.#byLength.get(text.length);
    if (!bucket) return undefined;
    for (const e of bucket) if (e.text === text) return e;
    return undefined;
  }

  /** Too many texts seen: forget the run counts of those not named (one-offs), keep the named. */
  #dropUnnamed(): void {
    for (const [length, bucket] of this.#byLength) {
      const kept = bucket.filter((e) => e.name !== undefined);
      if (kept.length > 0) this.#byLength.set(length, kept);
      else this.#byLength.delete(length);
    }
    this.#entries = this.#named;
  }
}

type Entry = { text: string; runs: number; name: string | undefined };

const DEFAULTS = { after: 3, max: 200, maxSeen: 2000 };

/**
 * "cached plan must not change result type": a prepared `select *` whose table gained or lost a
 * column since it was prepared (another process migrated the schema while this one runs).
 */
export function isStalePlan(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  return (
    e?.code === '0A000' && typeof e.message === 'string' && e.message.includes('must not change result type')
  );
}

type QueryResult = pg.QueryResult<Record<string, unknown>>;

/**
 * Makes `client.query(text, values)` — the call Kysely makes — run hot texts as named statements.
 * A stale plan is forgotten and, outside a transaction, the statement is run again unnamed (it failed
 * before doing anything); inside one it has aborted the transaction, so the error goes to the caller
 * like any other and the next attempt gets a fresh statement.
 */
export function prepareHotStatements(client: pg.Client, names: StatementNames): void {
  const query = client.query.bind(client) as (config: unknown, values?: unknown) => Promise<QueryResult>;
  // Built from the text (pg's cheap path) and named afterwards: a `{name, text, values}` config object
  // would be deep-copied through its property descriptors on every call (pg's cloneQueryConfig).
  const runNamed = (name: string, text: string, values: unknown[]) =>
    new Promise<QueryResult>((resolve, reject) => {
      const q = new pg.Query(text, values, (err, res) =>
        err ? reject(err) : resolve(res as unknown as QueryResult),
      );
      (q as unknown as { name: string }).name = name;
      client.query(q);
    });
  const named = async (text: string, values: unknown[]): Promise<QueryResult> => {
    const name = names.nameOf(text);
    if (name === undefined) return query(text, values);
    const idle = client.getTransactionStatus() === 'I';
    try {
      return await runNamed(name, text, values);
    } catch (err) {
      if (!isStalePlan(err)) throw err;
      names.forget(text);
      if (!idle) throw err;
      return query(text, values);
    }
  };
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0 && callback === undefined)
      return named(config, values);
    return (query as (c: unknown, v?: unknown, cb?: unknown) => unknown)(config, values, callback);
  }) as typeof client.query;
}
