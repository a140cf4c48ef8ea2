import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULES = fileURLToPath(new URL('../../src/modules', import.meta.url));
const modules = readdirSync(MODULES).filter((m) => statSync(join(MODULES, m)).isDirectory());

function sourcesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesOf(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * A module's face (`index.ts`) hands out its plugin, services and face functions, never its repository
 * or table objects: another module that needs a member account calls `memberAccounts.findById`, not the
 * member repository, so what it may do is named in one place the owner controls.
 */
describe('module faces export no repository', () => {
  it('no index.ts re-exports a value from a *.repository file (types may pass)', () => {
    const offending: string[] = [];
    for (const module of modules) {
      const text = readFileSync(join(MODULES, module, 'index.ts'), 'utf8');
      for (const [statement] of text.matchAll(
        /export\s+(?:type\s+)?\{[^}]*\}\s*from\s*'[^']*\.repository'/g,
      )) {
        if (statement.startsWith('export type')) continue;
        const names = /\{([^}]*)\}/.exec(statement)?.[1] ?? '';
        const values = names
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n !== '' && !n.startsWith('type '));
        if (values.length > 0) offending.push(`${module}: ${values.join(', ')}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('no face exports a repository or table object, under any name', async () => {
    // Every value a repository file exports, by identity: a re-export under another name is still it.
    const repositoryValues = new Map<unknown, string>();
    for (const module of modules) {
      for (const file of sourcesOf(join(MODULES, module)).filter((f) => f.endsWith('.repository.ts'))) {
        const exported: Record<string, unknown> = await import(file);
        for (const [name, value] of Object.entries(exported))
          repositoryValues.set(value, `${relative(MODULES, file)} ${name}`);
      }
    }
    expect(repositoryValues.size).toBeGreaterThan(10);
    const offending: string[] = [];
    for (const module of modules) {
      const face: Record<string, unknown> = await import(join(MODULES, module, 'index.ts'));
      for (const [name, value] of Object.entries(face)) {
        const source = repositoryValues.get(value);
        if (source) offending.push(`${module}.${name} is ${source}`);
        else if (/repositor(?:y|ies)$|tables?$/i.test(name))
          offending.push(`${module}.${name} (by its name)`);
      }
    }
    expect(offending).toEqual([]);
  }, 120_000);
});
