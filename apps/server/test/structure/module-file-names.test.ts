import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULES = fileURLToPath(new URL('../../src/modules', import.meta.url));

/**
 * The roles a module file may have (`<topic>.<role>.ts`, ARCHITECTURE.md "File names"). The role says what
 * kind of thing the file is, so a reader finds the routes, the rules or the SQL of any module the same way.
 */
const MODULE_FILE_ROLES = [
  // wiring
  'plugin',
  'routes',
  'admin-routes',
  'jobs',
  'scheduler',
  'gate',
  'guard',
  // use cases and policy
  'service',
  'rules',
  'locks',
  'batcher',
  'cache',
  // data
  'repository',
  'queries',
  'sql',
  'tables',
  // the edges
  'input',
  'presenter',
  'errors',
  'schema',
  'schemas',
  'types',
  'events',
  'adapter',
  'renderer',
  // configuration and fixed data
  'config',
  'loader',
  'catalogue',
  'data',
] as const;

const NAME = new RegExp(`^[a-z0-9]+(?:-[a-z0-9]+)*\\.(?:${MODULE_FILE_ROLES.join('|')})\\.ts$`);

function sourcesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesOf(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** Module files whose name breaks the rule; `index.ts` is every folder's face. */
function misnamedModuleFiles(root: string): string[] {
  return sourcesOf(root)
    .filter((path) => !path.endsWith('/index.ts'))
    .filter((path) => !NAME.test(path.slice(path.lastIndexOf('/') + 1)))
    .map((path) => relative(root, path));
}

describe('server module file names', () => {
  it('every module file is <topic>.<role>.ts with a known role', () => {
    expect(misnamedModuleFiles(MODULES)).toEqual([]);
  });

  it('the rule refuses a file without a role, an unknown role and a non-kebab topic', () => {
    expect(NAME.test('bet-activity.ts')).toBe(false);
    expect(NAME.test('bet.helpers.ts')).toBe(false);
    expect(NAME.test('betItems.rules.ts')).toBe(false);
    expect(NAME.test('bet.test.ts')).toBe(false);
    expect(NAME.test('champion-match.rules.ts')).toBe(true);
    expect(NAME.test('payment.admin-routes.ts')).toBe(true);
  });
});
