import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
export const BENCH_OUT = path.join(REPO_ROOT, 'bench/out');

/** The 11 antd-mobile components the hall uses (issue 6's baseline). */
export const BASELINE_COMPONENTS = [
  'NavBar',
  'NoticeBar',
  'Tabs',
  'Grid',
  'Badge',
  'Button',
  'Toast',
  'List',
  'Stepper',
  'Popup',
  'TabBar',
] as const;

export const gzipSize = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

/** Relative `./x.js` chunks a chunk imports statically (dynamic `import("./x.js")` excluded). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  const re = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g;
  for (const m of code.matchAll(re)) if (m[1]) found.add(m[1]);
  return [...found];
}

/** Chunks named in `import("./x.js")` anywhere: the lazy (route) chunks. */
export function dynamicImports(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g)].map((m) => m[1] ?? '');
}

export type HallBundle = {
  initialGzip: number;
  files: { file: string; gzip: number }[];
  lazyChunks: { file: string; gzip: number }[];
};

/**
 * What a cold load of /home/hall fetches: index.html's entry and modulepreloads, the hall route's lazy
 * chunk, and everything those import statically (transitively).
 */
export function measureHall(distDir = WEB_DIST): HallBundle {
  const assets = path.join(distDir, 'assets');
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const code = new Map<string, string>();
  const read = (file: string) => {
    let c = code.get(file);
    if (c === undefined) {
      c = readFileSync(path.join(assets, file), 'utf8');
      code.set(file, c);
    }
    return c;
  };
  const all = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const lazy = new Set(all.flatMap((f) => dynamicImports(read(f))));
  // The entry is a script src or, with apps/web/paint-first.ts, the boot loader's data-entry; the chunks
  // the entry runs next are modulepreloads (or the loader's `qilin-modulepreload` templates). The hall
  // route is either its own lazy chunk or (apps/web/hall-chunk.ts) built into the boot chunk with
  // everything else the cold start needs; either way it is in the closure below.
  const hall = [...lazy].filter((f) => /^hall-[\w-]+\.js$/.test(f));
  const roots = [...html.matchAll(/(?:src|href|data-entry)="\/assets\/([\w.-]+\.js)"/g)].map(
    (m) => m[1] ?? '',
  );
  if (roots.length === 0) throw new Error(`no entry script in ${distDir}/index.html`);
  const seen = new Set<string>();
  const queue = [...roots, ...hall];
  while (queue.length > 0) {
    const f = queue.pop() as string;
    if (seen.has(f) || !existsSync(path.join(assets, f))) continue;
    seen.add(f);
    queue.push(...staticImports(read(f)));
  }
  const files = [...seen].sort().map((file) => ({ file, gzip: gzipSize(read(file)) }));
  // A chunk index.html itself preloads (the entry's boot steps, src/main.tsx) is initial JS, counted
  // above, even though the entry reaches it through import(); it is not a lazy chunk.
  const preloaded = new Set(roots);
  return {
    initialGzip: files.reduce((s, f) => s + f.gzip, 0),
    files,
    lazyChunks: [...lazy]
      .filter((file) => !preloaded.has(file))
      .sort()
      .map((file) => ({ file, gzip: gzipSize(read(file)) })),
  };
}

/** Newest modification time under a folder (skips node_modules and dist). */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Builds apps/web when dist is missing or older than its sources, so the budget reads the code under
 * test; an up-to-date dist (e.g. from the e2e step) is reused and nothing is built twice.
 */
export function ensureWebBuilt(): 'reused' | 'built' {
  const index = path.join(WEB_DIST, 'index.html');
  const web = path.join(REPO_ROOT, 'apps/web');
  if (existsSync(index) && statSync(index).mtimeMs >= newestMtime(web)) return 'reused';
  // NODE_ENV=production explicitly: vitest sets NODE_ENV=test, and Vite would then ship React's dev build.
  execFileSync('npm', ['run', 'build', '-w', '@qilin/web'], {
    cwd: REPO_ROOT,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return 'built';
}

const BASELINE_MAIN = `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { ${BASELINE_COMPONENTS.join(', ')} } from 'antd-mobile';

// Every component rendered once so none is tree-shaken away.
function App() {
  return h('div', null,
    h(NavBar, null, 'hall'),
    h(NoticeBar, { content: 'notice' }),
    h(Tabs, null, h(Tabs.Tab, { title: 'a', key: 'a' }, 'a')),
    h(Grid, { columns: 2 }, h(Grid.Item, null, 'g')),
    h(Badge, { content: 1 }, 'b'),
    h(Button, { onClick: () => Toast.show('t') }, 'button'),
    h(List, null, h(List.Item, null, 'item')),
    h(Stepper, { defaultValue: 1 }),
    h(Popup, { visible: false }, 'popup'),
    h(TabBar, null, h(TabBar.Item, { key: 'x', title: 'x' })),
  );
}
createRoot(document.getElementById('root')).render(h(App));
`;

/**
 * Issue 6's baseline: a throwaway Vite build of React + react-dom + the 11 components, built with
 * Vite's JS API in a temp folder under bench/out; returns its total JS gzip.
 */
export async function buildBaseline(workDir = path.join(BENCH_OUT, 'baseline-app')): Promise<number> {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  writeFileSync(
    path.join(workDir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  );
  writeFileSync(path.join(workDir, 'main.js'), BASELINE_MAIN);
  const { build } = await import('vite');
  // Vite honours an inherited NODE_ENV (vitest sets "test") and would bundle React's development
  // build, inflating the baseline; pin production for the build and restore the caller's value.
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: workDir,
      configFile: false,
      logLevel: 'silent',
      mode: 'production',
      build: { outDir: path.join(workDir, 'dist'), target: 'es2022', emptyOutDir: true },
    });
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
  const assets = path.join(workDir, 'dist/assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((s, f) => s + gzipSize(readFileSync(path.join(assets, f))), 0);
}
