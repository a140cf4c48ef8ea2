import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, deferEntry } from './paint-first';

const BUILT = `<head>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-Zz9.js">
    <link rel="stylesheet" crossorigin href="/assets/index-x.css">
  </head>`;

describe('deferEntry', () => {
  it('hands the entry, the stylesheets and the chunk preloads to the boot loader instead of running it as a module script', () => {
    const out = deferEntry(BUILT);
    expect(out).not.toContain('<script type="module"');
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain(
      `<script defer src="${BOOT_SCRIPT}" data-entry="/assets/index-AbC123.js"></script>`,
    );
    expect(out).toContain('<link rel="qilin-css" crossorigin href="/assets/index-x.css">');
    expect(out).toContain('<link rel="qilin-modulepreload" crossorigin href="/assets/react-Zz9.js">');
    expect(out).not.toContain('rel="stylesheet"');
  });

  it('leaves a page without a module entry untouched', () => {
    const html = '<head><script src="/x.js"></script></head>';
    expect(deferEntry(html)).toBe(html);
  });
});
