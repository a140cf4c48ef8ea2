import pg from 'pg';

/** The PostgreSQL server the benchmarks use (loopback only). */
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function dbUrl(name: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database named `qilin_bench_<suffix>` (dropped first if a previous run left it). */
export async function freshDatabase(
  suffix: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  if (!/^[a-z0-9_]+$/.test(suffix)) throw new Error(`bad database suffix ${suffix}`);
  // The pid keeps a bench run and a unit-run smoke on the same server from dropping each other's data.
  const name = `qilin_bench_${suffix}_${process.pid}`;
  await withClient(PG_ADMIN_URL, async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
  return {
    name,
    url: dbUrl(name),
    drop: () =>
      withClient(PG_ADMIN_URL, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

export async function pgAvailable(): Promise<boolean> {
  try {
    await withClient(PG_ADMIN_URL, (c) => c.query('select 1'));
    return true;
  } catch {
    return false;
  }
}
