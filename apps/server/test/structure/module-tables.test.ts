import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULES = fileURLToPath(new URL('../../src/modules', import.meta.url));

function sourcesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesOf(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Table name → owning module, read from the `interface XTables { table: Row }` blocks of `*.tables.ts`. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const module of readdirSync(MODULES)) {
    for (const file of sourcesOf(join(MODULES, module)).filter((f) => f.endsWith('.tables.ts'))) {
      const text = readFileSync(file, 'utf8');
      for (const block of text.matchAll(/interface \w*Tables\b[^{]*\{([^}]*)\}/g)) {
        for (const [, table] of block[1]!.matchAll(/^\s*([a-z_][a-z0-9_]*)\s*:/gm)) {
          const owner = owners.get(table!);
          if (owner && owner !== module) throw new Error(`${table} is declared by ${owner} and ${module}`);
          owners.set(table!, module);
        }
      }
    }
  }
  return owners;
}

// Kysely builders and join calls that name a table, and raw SQL `from x` / `join x` / `into x` / `update x`.
const KYSELY =
  /\b(?:selectFrom|insertInto|updateTable|deleteFrom|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*['"`]([a-z_][a-z0-9_]*)/g;
const RAW = /\b(?:from|join|into|update)\s+"?([a-z_][a-z0-9_]*)"?/gi;
// Common table expressions (`name as (` in SQL, `.with('name'` in Kysely) are the file's own names.
const CTE = /\b([a-z_][a-z0-9_]*)\s+as\s+(?:materialized\s+)?\(|\.with\(\s*['"`]([a-z_][a-z0-9_]*)/gi;

// Comments are prose ("apart from members'"), not queries.
const COMMENTS = /\/\*[\s\S]*?\*\/|(^|[^:'"`])\/\/.*$/gm;

function tablesNamedIn(source: string): Set<string> {
  const text = source.replace(COMMENTS, '$1');
  const ctes = new Set([...text.matchAll(CTE)].map(([, raw, kysely]) => (raw ?? kysely ?? '').toLowerCase()));
  const named = new Set<string>();
  for (const [, table] of text.matchAll(KYSELY)) named.add(table!);
  for (const [, table] of text.matchAll(RAW)) named.add(table!.toLowerCase());
  return new Set([...named].filter((table) => !ctes.has(table)));
}

describe('module tables', () => {
  const owners = tableOwners();

  it('finds every module table', () => {
    expect(owners.get('bet_orders')).toBe('bet');
    expect(owners.get('draw_issues')).toBe('draw');
    expect(owners.get('ledger_entries')).toBe('ledger');
    expect(owners.size).toBeGreaterThan(30);
  });

  it('a module queries only the tables it owns', () => {
    const trespasses: string[] = [];
    for (const module of readdirSync(MODULES)) {
      for (const file of sourcesOf(join(MODULES, module))) {
        for (const table of tablesNamedIn(readFileSync(file, 'utf8'))) {
          const owner = owners.get(table);
          if (owner && owner !== module)
            trespasses.push(`${relative(MODULES, file)} queries ${table} (owned by ${owner})`);
        }
      }
    }
    expect(trespasses).toEqual([]);
  });
});
