import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

type CssMeta = { viteMetadata?: { importedCss?: Set<string> } };

/**
 * The chunks a cold /home/hall load runs beyond the entry: the boot steps the entry imports
 * dynamically (src/main.tsx), the hall route's chunk when it has its own, and their static imports.
 */
export function bootChunks(bundle: Rollup.OutputBundle, routeModule: string): Rollup.OutputChunk[] {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const hall = chunks.find((c) => c.facadeModuleId?.endsWith(routeModule));
  const seen = new Set<string>();
  const queue = [...(entry?.dynamicImports ?? []), ...(hall ? [hall.fileName] : [])];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || file === entry?.fileName) continue;
    seen.add(file);
    queue.push(...(byName.get(file)?.imports ?? []));
  }
  return [...seen].flatMap((file) => byName.get(file) ?? []);
}

/**
 * /home/hall is the landing screen, but what it runs is behind dynamic imports found only after the
 * entry has run (the boot steps of src/main.tsx, the hall route): one more network round trip each,
 * and their stylesheets would arrive after the first render. This lists those chunks in index.html as
 * `qilin-modulepreload` templates and their CSS as stylesheets, which public/boot.js attaches after
 * the first frame (paint-first.ts makes the stylesheets templates too), so they download in parallel
 * with the entry and the loader waits for the CSS. It does not change what the hall loads, only when.
 */
export function hallPreload(routeModule = '/src/app/routes/home/hall.tsx'): Plugin {
  return {
    name: 'qilin-hall-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const tags: HtmlTagDescriptor[] = [];
        const css = new Set<string>();
        for (const chunk of bootChunks(ctx.bundle, routeModule)) {
          for (const file of (chunk as CssMeta).viteMetadata?.importedCss ?? []) css.add(file);
          if (html.includes(`/${chunk.fileName}"`)) continue;
          // A template public/boot.js turns into a modulepreload after the first frame (paint-first.ts).
          tags.push({
            tag: 'link',
            attrs: { rel: 'qilin-modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          });
        }
        for (const file of css) {
          if (html.includes(`/${file}"`)) continue;
          tags.push({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          });
        }
        return tags;
      },
    },
  };
}
