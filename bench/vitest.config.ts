import { defineConfig } from 'vitest/config';

// Budget check and benchmark smokes: real servers and builds, so generous timeouts. The files run
// beside the other projects' (they share nothing: own databases, ports and build folders; the one
// shared output, apps/web/dist, is built under a lock, test/smoke-kit.ts#webBuiltOnce).
export default defineConfig({
  test: {
    name: 'bench',
    include: ['test/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 300_000,
    env: { TZ: 'Asia/Shanghai' },
  },
});
