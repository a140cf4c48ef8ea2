import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The console is served by the server under /admin (apps/server/src/plugins/admin-console.ts).
const backend = 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: { proxy: { '/api/admin': backend } },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1500 },
});
