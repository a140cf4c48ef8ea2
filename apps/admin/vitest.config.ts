import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'admin',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    // antd's first render in jsdom is slow on a loaded 2-core machine.
    testTimeout: 60_000,
    env: { TZ: 'Asia/Shanghai' },
  },
});
