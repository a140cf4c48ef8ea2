import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/server folder: the nearest folder holding a package.json above this module. The same code
 * runs from src/lib/ (tsx, tests) and bundled into dist/ (`npm run build`), so paths to files beside
 * the app (the web client, migrations) start here rather than at this file.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
}

export const SERVER_ROOT = findServerRoot();
