import type { Plugin, Rollup } from 'vite';

/**
 * /home/hall is the landing screen, but its route chunk is a dynamic import found only after the
 * entry has run: one more network round trip before the hall (the LCP) can render. This adds
 * modulepreload hints for the hall chunk and its static imports to index.html so they download in
 * parallel with the entry. It does not change what the hall loads, only when.
 */
export function hallPreload(routeModule = '/src/app/routes/home/hall.tsx'): Plugin {
  return {
    name: 'qilin-hall-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (c): c is Rollup.OutputChunk => c.type === 'chunk',
        );
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const hall = chunks.find((c) => c.facadeModuleId?.endsWith(routeModule));
        if (!hall) return html;
        const seen = new Set<string>();
        const queue = [hall.fileName];
        while (queue.length > 0) {
          const file = queue.pop() as string;
          if (seen.has(file) || html.includes(`/${file}"`)) continue;
          seen.add(file);
          queue.push(...(byName.get(file)?.imports ?? []));
        }
        return [...seen].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
