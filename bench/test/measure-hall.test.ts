import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { measureHall } from '../lib/bundle';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function dist(html: string, files: Record<string, string>): string {
  dir = mkdtempSync(path.join(tmpdir(), 'qilin-hall-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), html);
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, 'assets', name), code);
  return dir;
}

const FILES = {
  'index-a.js':
    'import{x}from"./shared-b.js";const r=()=>import("./hall-c.js");const l=()=>import("./login-d.js");',
  'shared-b.js': 'export const x=1;',
  'hall-c.js': 'import{y}from"./hall-dep-e.js";',
  'hall-dep-e.js': 'export const y=2;',
  'login-d.js': 'export default 3;',
};

describe('measureHall', () => {
  it('follows the boot loader data-entry, static imports and the lazy hall chunk, not other routes', () => {
    const out = measureHall(
      dist('<script defer src="/boot.js" data-entry="/assets/index-a.js"></script>', FILES),
    );
    expect(out.files.map((f) => f.file)).toEqual(['hall-c.js', 'hall-dep-e.js', 'index-a.js', 'shared-b.js']);
    expect(out.initialGzip).toBe(out.files.reduce((s, f) => s + f.gzip, 0));
    expect(out.lazyChunks.map((c) => c.file)).toEqual(['hall-c.js', 'login-d.js']);
  });

  it('counts the chunks index.html preloads for the boot loader as initial JS, not as lazy chunks', () => {
    const out = measureHall(
      dist(
        '<script defer src="/boot.js" data-entry="/assets/index-a.js"></script>' +
          '<link rel="qilin-modulepreload" crossorigin href="/assets/react-f.js">',
        {
          ...FILES,
          'index-a.js': `${FILES['index-a.js']}const s=()=>import("./react-f.js");`,
          'react-f.js': 'export const z=4;',
        },
      ),
    );
    expect(out.files.map((f) => f.file)).toContain('react-f.js');
    expect(out.lazyChunks.map((c) => c.file)).toEqual(['hall-c.js', 'login-d.js']);
  });

  it('reads a plain module script entry too', () => {
    const out = measureHall(
      dist('<script type="module" crossorigin src="/assets/index-a.js"></script>', FILES),
    );
    expect(out.files.map((f) => f.file)).toContain('index-a.js');
  });

  it('refuses a page whose entry it cannot find', () => {
    expect(() => measureHall(dist('<p>no scripts</p>', FILES))).toThrow(/no entry script/);
  });
});
