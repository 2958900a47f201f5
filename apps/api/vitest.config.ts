import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/api/src/**/*.test.ts'],
    globalSetup: ['apps/api/test/global-setup.ts'],
    setupFiles: ['apps/api/test/after-file.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // One module graph per worker for all its files: importing the app once per file was most of the
    // suite's time (on one 2-core machine: 468 s with isolation, 283 s without). Each file still gets
    // its own database, Redis prefix and app (test/context.ts), closed after it (test/after-file.ts).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
