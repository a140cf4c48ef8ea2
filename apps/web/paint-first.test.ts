import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, deferEntry } from './paint-first';

const BUILT = `<head>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-Yy8.js">
    <link rel="stylesheet" crossorigin href="/assets/index-x.css">
  </head>`;

describe('deferEntry', () => {
  it('hands the entry and the stylesheets to the boot loader instead of running it as a module script', () => {
    const out = deferEntry(BUILT);
    expect(out).not.toContain('<script type="module"');

    expect(out).toContain(
      `<script defer src="${BOOT_SCRIPT}" data-entry="/assets/index-AbC123.js"></script>`,
    );
    expect(out).toContain('<link rel="qilin-css" crossorigin href="/assets/index-x.css">');
    // The entry's own static imports keep their preload; only what runs later waits for the first frame.
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/runtime-Yy8.js">');
    expect(out).not.toContain('rel="stylesheet"');
  });

  it('leaves a page without a module entry untouched', () => {
    const html = '<head><script src="/x.js"></script></head>';
    expect(deferEntry(html)).toBe(html);
  });
});
