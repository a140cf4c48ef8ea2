// `npm run build -w @qilin/server`: the server and its CLIs as plain JavaScript in dist/, so production
// runs `node apps/server/dist/server.js` with only `npm ci --omit=dev` (no tsx). The workspace packages
// (@qilin/domain, @qilin/contract) are TypeScript source and are bundled in; every other package stays
// an import resolved from node_modules at run time. The SQL migrations are copied beside the bundles:
// db/migrate.ts reads them next to the file it was bundled into, so every output file sits in dist/
// itself (shared code included), never in a subfolder.
// `node build.mjs --outdir <dir>` builds elsewhere (the build test does, leaving dist/ alone).
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const flag = process.argv.indexOf('--outdir');
const outdir = path.resolve(flag === -1 ? path.join(here, 'dist') : process.argv[flag + 1]);

/** Bare imports other than the workspace packages stay external (real npm dependencies). */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@qilin/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: {
    server: 'src/server.ts',
    reconcile: 'src/cli/reconcile.ts',
    operator: 'src/cli/operator.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  chunkNames: 'chunk-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  keepNames: true,
  logLevel: 'warning',
  plugins: [keepPackagesExternal],
});
cpSync(path.join(here, 'src/db/migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
  filter: (source) => !source.includes('.') || source.endsWith('.sql'),
});
console.log(`server built into ${path.relative(process.cwd(), outdir) || '.'}`);
