import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Test files that keep a process of their own. Every other file shares its test process (and so its
 * loaded modules: the server's code, pdf.js, PGlite's compiled WebAssembly) with the files run before
 * it, which halves the suite's CPU time. A file belongs here when it replaces modules (`vi.mock`),
 * runs in another environment than node, or measures the process it runs in (its memory).
 */
const ISOLATED = [
  'src/server/analysis/read-once.test.ts',
  'src/server/documents/text/pdf-budget.test.ts',
  'src/server/documents/zip-budget.test.ts',
  'src/web/components/dispute-review/letter-edits.test.ts',
  'src/web/components/dispute-review/dispute-review.test.tsx',
  'src/web/components/estimate-comparison/comparison.test.tsx',
];
/**
 * Node 24's V8 can abort a test process ("Check failed: jit_page_->allocations_.erase(addr) == 1" in
 * UnregisterWasmAllocation) under WebAssembly code churn: many PGlite instances, the OCR engine in
 * threads (nodejs/node#64500, fixed in V8 but not in Node 24). Seen here in 2 of 3 CI pre-checks with
 * the memory-protection-keys flag alone; reported avoided on Node 24 by turning wasm code GC off.
 * Test processes only; scripts/test.mjs also runs the tests once more after such an abort.
 */
export const TEST_PROCESS_FLAGS = ['--no-memory-protection-keys', '--no-wasm-code-gc'];
const INCLUDE = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts', 'tests/unit/**/*.test.ts'];
const EXCLUDE = ['node_modules', 'dist', 'tests/e2e/**'];

export default defineConfig({
  resolve: {
    alias: { '@shared': path.resolve('src/shared'), '@web': path.resolve('src/web') },
  },
  test: {
    environment: 'node',
    reporters: ['default', './tests/skip-reporter.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    execArgv: TEST_PROCESS_FLAGS,
    projects: [
      { extends: true, test: { name: 'shared', include: INCLUDE, exclude: [...EXCLUDE, ...ISOLATED], isolate: false } },
      { extends: true, test: { name: 'isolated', include: ISOLATED, exclude: EXCLUDE, isolate: true } },
    ],
  },
});
