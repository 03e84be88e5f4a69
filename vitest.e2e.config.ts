import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { TEST_PROCESS_FLAGS } from './vitest.config.ts';

export default defineConfig({
  resolve: {
    alias: { '@shared': path.resolve('src/shared'), '@web': path.resolve('src/web') },
  },
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    reporters: ['default', './tests/skip-reporter.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    execArgv: TEST_PROCESS_FLAGS,
    fileParallelism: false,
  },
});
