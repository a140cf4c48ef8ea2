import { defineConfig } from 'vitest/config';

// Budget check and benchmark smokes: real servers and builds, so generous timeouts and one file at a time.
export default defineConfig({
  test: {
    name: 'bench',
    include: ['test/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    env: { TZ: 'Asia/Shanghai' },
  },
});
