import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup, UserConfig } from 'vite';

const PROBE = 'QILIN_HALL_CHUNK_PROBE';

/** React, react-dom and the scheduler: evaluated in a boot step of their own (src/main.tsx). */
export const REACT_MODULE = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** Files reachable from `roots` through static imports. */
function staticClosure(byName: Map<string, Rollup.OutputChunk>, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(byName.get(file)?.imports ?? []));
  }
  return seen;
}

/**
 * Modules of the chunks a cold /home/hall load runs beyond the entry: the boot steps the entry
 * imports dynamically (src/main.tsx), the hall route, and their static imports. What the entry
 * itself loads statically stays out: grouping it would make the entry import the group statically,
 * and the whole app would evaluate in the entry's task again.
 */
export function hallModules(output: (Rollup.OutputChunk | Rollup.OutputAsset)[], routeModule: string) {
  const chunks = output.filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const hall = chunks.find((c) => c.facadeModuleId?.endsWith(routeModule));
  if (!entry || !hall) return new Set<string>();
  const entryFiles = staticClosure(byName, [entry.fileName]);
  const boot = staticClosure(byName, [hall.fileName, ...entry.dynamicImports]);
  return new Set(
    [...boot].filter((file) => !entryFiles.has(file)).flatMap((file) => byName.get(file)?.moduleIds ?? []),
  );
}

/**
 * Puts everything a cold /home/hall load needs beyond the entry into ONE chunk. Left alone, the bundler
 * splits the hall's dependencies into ~30 small chunks it shares with other routes: each is gzip'd
 * alone (no shared dictionary, ~7 KB more in all) and each is one more request on the cold start.
 * A module list from before tree-shaking over-captures (barrel files reach every antd component), so
 * this runs a probe build first (not written) and groups exactly the modules that build put in those
 * chunks. Routes that share one of those modules load the hall chunk, which the cold start cached.
 */
export function hallChunk(routeModule = '/src/app/routes/home/hall.tsx'): Plugin {
  return {
    name: 'qilin-hall-chunk',
    apply: 'build',
    async config(config, env): Promise<UserConfig | undefined> {
      if (process.env[PROBE] === '1' || env.isSsrBuild) return undefined;
      const { build } = await import('vite');
      process.env[PROBE] = '1';
      let modules: Set<string>;
      try {
        const result = await build({
          configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)),
          root: config.root,
          mode: env.mode,
          logLevel: 'silent',
          build: { write: false },
        });
        const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
        modules = hallModules(
          outputs.flatMap((o) => o.output ?? []),
          routeModule,
        );
      } finally {
        delete process.env[PROBE];
      }
      if (modules.size === 0) return undefined;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                includeDependenciesRecursively: false,
                groups: [
                  // React first (a boot step of its own), then everything else the hall needs.
                  {
                    name: 'react',
                    priority: 2,
                    test: (id: string) => modules.has(id) && REACT_MODULE.test(id),
                  },
                  { name: 'hall', priority: 1, test: (id: string) => modules.has(id) },
                ],
              },
            },
          },
        },
      };
    },
  };
}
