import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { dataKeyMeta } from './data-key-meta';
import { hallChunk } from './hall-chunk';
import { hallPreload } from './hall-preload';
import { paintFirst } from './paint-first';
import { precompress } from './precompress';

// The site variant is fixed at build time (SITE=n7|ak) and exposed to the client as VITE_SITE.
const site = process.env.SITE === 'ak' ? 'ak' : 'n7';
const backend = 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/',
  plugins: [react(), dataKeyMeta(), hallChunk(), hallPreload(), paintFirst(), precompress()],
  define: {
    'import.meta.env.VITE_SITE': JSON.stringify(site),
  },
  server: {
    proxy: {
      '/api': backend,
      '/sbin': backend,
      '/config': backend,
      '/ws': { target: backend, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': backend,
      '/sbin': backend,
      '/config': backend,
      '/ws': { target: backend, ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The cold start's chunks are preloaded by public/boot.js (hall-chunk.ts, hall-preload.ts); browsers
    // without modulepreload simply skip the hints, and the polyfill would cost every member ~0.5 KB gzip.
    modulePreload: { polyfill: false },
  },
});
