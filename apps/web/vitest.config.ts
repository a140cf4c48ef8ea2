import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', '*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Room for a loaded 2-core CI machine running three workers (the 5 s default timed out there);
    // a test's own waits are its assertions, not this.
    testTimeout: 20_000,
    env: { TZ: 'Asia/Shanghai' },
  },
});
