import { defineConfig } from 'vitest/config';

// Pure code: files may share one module graph per worker (isolate: false), 5× faster than a fresh
// process per file; the timeout leaves room for a cold JIT on a loaded 2-core CI machine.
export default defineConfig({
  test: {
    name: 'contract',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    isolate: false,
    testTimeout: 30_000,
  },
});
