import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup, UserConfig } from 'vite';

const PROBE = 'QILIN_HALL_CHUNK_PROBE';

/** Modules of the chunks a cold /home/hall load fetches (entry + hall route + their static imports). */
function hallModules(output: (Rollup.OutputChunk | Rollup.OutputAsset)[], routeModule: string) {
  const chunks = output.filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const hall = chunks.find((c) => c.facadeModuleId?.endsWith(routeModule));
  if (!entry || !hall) return new Set<string>();
  const seen = new Set<string>();
  const queue = [hall.fileName, entry.fileName];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(byName.get(file)?.imports ?? []));
  }
  return new Set([...seen].flatMap((file) => byName.get(file)?.moduleIds ?? []));
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
                groups: [{ name: 'hall', test: (id: string) => modules.has(id) }],
              },
            },
          },
        },
      };
    },
  };
}
