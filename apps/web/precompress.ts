import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|css|html|svg|json)$/;
/** Below this, compression headers cost about what they save. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` next to every text asset of the build, so a static server that serves
 * precompressed files (e.g. @fastify/static `preCompressed: true`) answers compressed without
 * per-request CPU. Uncompressed JS/CSS was the largest Lighthouse cost on /home/hall.
 */
export function precompress(): Plugin {
  return {
    name: 'qilin-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const item of Object.values(bundle)) {
        if (!TEXT.test(item.fileName)) continue;
        const body = item.type === 'chunk' ? item.code : item.source;
        const bytes = typeof body === 'string' ? Buffer.from(body) : Buffer.from(body);
        if (bytes.length < MIN_BYTES) continue;
        const file = path.join(outDir, item.fileName);
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
