/**
 * Lists what a run skipped, once per skipped group, after the summary: each skip names its reason in
 * its title (no real documents, no PostgreSQL server, ...), so a clone shows why a test did not run.
 */
import type { Reporter, TestModule } from 'vitest/node';

export default class SkipReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const groups = new Map<string, number>();
    let total = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        total += 1;
        if (test.result().state === 'skipped') skipped += 1;
      }
      for (const test of module.children.allTests('skipped')) {
        // A suite skipped whole (its title names the reason) is one line; a test skipped alone names its own reason.
        const parent = test.parent;
        const wholeSuite = parent.type === 'suite' && [...parent.children.allTests()].every((t) => t.result().state === 'skipped');
        const where = wholeSuite ? parent.fullName : test.fullName;
        const key = `${module.relativeModuleId}: ${where}`;
        groups.set(key, (groups.get(key) ?? 0) + 1);
      }
    }
    if (!groups.size) return;
    const ran = total - skipped;
    console.log(`\n${ran} of ${total} tests ran (${Math.round((ran / Math.max(1, total)) * 100)}%); skipped, with the reason in each title:`);
    for (const [key, count] of groups) console.log(`  - ${key}${count > 1 ? ` (${count} tests)` : ''}`);
  }
}
