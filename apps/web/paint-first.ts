import type { Plugin } from 'vite';

/** The loader index.html gets instead of the entry `<script type="module">` (public/boot.js). */
export const BOOT_SCRIPT = '/boot.js';

/**
 * Rewrites the built index.html so the boot shell paints before the app's JS runs: the entry is only
 * modulepreloaded (it still downloads at once), and a deferred classic script imports it after the first
 * frame. When the entry arrives before the first paint — a fast network, or a slow phone parsing ~130 KB —
 * the browser would otherwise run it first and show nothing until React has rendered.
 */
export function deferEntry(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry?.[1]) return html;
  const src = entry[1];
  return html.replace(
    entry[0],
    `<link rel="modulepreload" crossorigin href="${src}">\n    <script defer src="${BOOT_SCRIPT}" data-entry="${src}"></script>`,
  );
}

export function paintFirst(): Plugin {
  return {
    name: 'qilin-paint-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => deferEntry(html) },
  };
}
