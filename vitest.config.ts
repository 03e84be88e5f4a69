import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@shared': path.resolve('src/shared'), '@web': path.resolve('src/web') },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    exclude: ['node_modules', 'dist', 'tests/e2e/**'],
    environment: 'node',
    reporters: ['default', './tests/skip-reporter.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // Node 24's V8 can abort a test process ("Check failed: jit_page_->allocations_.erase(addr) == 1")
    // under the WebAssembly code churn of many PGlite instances, on CPUs with memory protection keys
    // (nodejs/node#64500; seen here once in a full run). Test processes only: the server keeps PKU.
    execArgv: ['--no-memory-protection-keys'],
  },
});
