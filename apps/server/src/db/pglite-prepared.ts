import { type PGlite, protocol, types } from '@electric-sql/pglite';
import { isStalePlan, StatementNames } from './prepared-statements';

type Field = { name: string; oid: number };
type Statement = { name: string; paramTypes: number[]; fields: Field[] };
type Message = { name: string };
export type PreparedResult = { rows: Record<string, unknown>[]; affectedRows: number };

const { serialize } = protocol;

/**
 * Named prepared statements for embedded PGlite, the counterpart of prepared-statements.ts on
 * PostgreSQL. `PGlite.query` sends every statement unnamed — parse, describe, bind, describe, execute,
 * sync: six calls into the WASM backend, and a fresh parse and plan of the text each time. PGlite is
 * one backend for the whole process, so that planning is serial with everything else (the bet write
 * plans for longer than it runs). A hot text (StatementNames: after a few runs, bounded) is parsed
 * once under a name; each later run is one call: bind + execute + sync.
 */
export class PGlitePreparedStatements {
  readonly #statements = new Map<string, Statement>();

  constructor(
    private readonly pglite: PGlite,
    private readonly names = new StatementNames(),
  ) {}

  /**
   * Runs `text` as a named statement, or answers undefined when it is not hot (yet): the caller runs
   * it unnamed. `inTransaction` says whether a failure has aborted a transaction (then it is thrown,
   * as any error would be) or not (a stale plan is then retried unnamed by the caller).
   */
  async run(
    text: string,
    values: readonly unknown[],
    inTransaction: boolean,
  ): Promise<PreparedResult | undefined> {
    const name = this.names.nameOf(text);
    if (name === undefined) return undefined;
    try {
      const st = this.#statements.get(name) ?? (await this.#prepare(name, text));
      return await this.#execute(st, values);
    } catch (err) {
      if (!isStalePlan(err)) throw err;
      // The schema changed under a kept plan (a migration): a new name is parsed afresh next time.
      this.names.forget(text);
      this.#statements.delete(name);
      if (inTransaction) throw err;
      return undefined;
    }
  }

  async #prepare(name: string, text: string): Promise<Statement> {
    const messages = await this.#exchange([
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const params = messages.find((m) => m.name === 'parameterDescription') as
      | { dataTypeIDs: number[] }
      | undefined;
    const rows = messages.find((m) => m.name === 'rowDescription') as
      | { fields: { name: string; dataTypeID: number }[] }
      | undefined;
    const st: Statement = {
      name,
      paramTypes: params?.dataTypeIDs ?? [],
      fields: (rows?.fields ?? []).map((f) => ({ name: f.name, oid: f.dataTypeID })),
    };
    this.#statements.set(name, st);
    return st;
  }

  async #execute(st: Statement, values: readonly unknown[]): Promise<PreparedResult> {
    const serialized = values.map((v, i) => {
      if (v === null || v === undefined) return null;
      const serializer = this.pglite.serializers[st.paramTypes[i] ?? 0];
      return serializer ? serializer(v) : String(v);
    });
    const messages = await this.#exchange([
      serialize.bind({ statement: st.name, values: serialized }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const rows: Record<string, unknown>[] = [];
    let affectedRows = 0;
    for (const m of messages) {
      if (m.name === 'dataRow') {
        const cells = (m as unknown as { fields: (string | null)[] }).fields;
        const row: Record<string, unknown> = {};
        for (let i = 0; i < st.fields.length; i++) {
          const f = st.fields[i] as Field;
          const cell = cells[i] ?? null;
          row[f.name] = cell === null ? null : types.parseType(cell, f.oid, this.pglite.parsers);
        }
        rows.push(row);
      } else if (m.name === 'commandComplete') {
        affectedRows += affectedRowsOf((m as unknown as { text: string }).text);
      }
    }
    return { rows, affectedRows };
  }

  /** One call into the backend with the messages concatenated; an ErrorResponse is thrown. */
  async #exchange(parts: Uint8Array[]): Promise<Message[]> {
    const size = parts.reduce((s, p) => s + p.length, 0);
    const buf = new Uint8Array(size);
    let at = 0;
    for (const p of parts) {
      buf.set(p, at);
      at += p.length;
    }
    const { messages } = await this.pglite.execProtocol(buf, { throwOnError: false });
    const error = messages.find((m) => m.name === 'error');
    if (error) throw error;
    return messages;
  }
}

/** Rows written, from a CommandComplete tag ("INSERT 0 5", "UPDATE 3"), counted as `PGlite.query` counts. */
function affectedRowsOf(tag: string): number {
  const verb = tag.slice(0, tag.indexOf(' '));
  if (!WRITES.has(verb)) return 0;
  const n = Number.parseInt(tag.slice(tag.lastIndexOf(' ') + 1), 10);
  return Number.isNaN(n) ? 0 : n;
}

const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);
