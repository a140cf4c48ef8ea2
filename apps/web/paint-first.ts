import type { Plugin } from 'vite';

/** The loader index.html gets instead of the entry `<script type="module">` (public/boot.js). */
export const BOOT_SCRIPT = '/boot.js';

/**
 * Rewrites the built index.html so the boot shell (styled inline) is on screen before the app's CSS and
 * JS load: a deferred classic script attaches the stylesheets and imports the entry once the first frame
 * is painted. Otherwise the stylesheets block the first paint, and an entry that arrives before it (a
 * fast network, or a slow phone parsing ~130 KB) runs first, so nothing shows until React has rendered.
 * The cost is one frame (~16 ms) before the downloads start; preloading them instead would put them back
 * on the first paint's critical path. The stylesheet links stay in the page as inert templates
 * (`rel="qilin-css"`) for the loader to attach, as do the chunks the entry runs next
 * (`rel="qilin-modulepreload"`, written by hall-preload.ts); the entry's own static imports (the
 * ~0.5 KB bundler runtime) keep their ordinary modulepreload.
 */
export function deferEntry(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry?.[1]) return html;
  const src = entry[1];
  return html
    .replace(entry[0], `<script defer src="${BOOT_SCRIPT}" data-entry="${src}"></script>`)
    .replace(
      /<link rel="stylesheet" crossorigin href="([^"]+)">/g,
      '<link rel="qilin-css" crossorigin href="$1">',
    );
}

export function paintFirst(): Plugin {
  return {
    name: 'qilin-paint-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => deferEntry(html) },
  };
}
