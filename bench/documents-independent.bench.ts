/**
 * Independent evaluation of the document pipeline on a corpus written apart from its own generator
 * (tests/fixtures/independent): accuracy per part (tuned / held-out), per kind and per field.
 * Run: npx tsx bench/documents-independent.bench.ts [--table]
 */
import { type DocResult, evaluateCorpus, score, table } from '../tests/fixtures/independent/evaluate';

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '—');

function report(name: string, results: DocResult[]) {
  const s = score(results);
  console.log(`\n== ${name}: kind ${s.kindOk}/${s.docs} (${pct(s.kindOk, s.docs)}), fields ${s.fieldOk}/${s.fields} (${pct(s.fieldOk, s.fields)})`);
  const kinds = [...new Set(results.map((r) => r.kind))];
  for (const k of kinds) {
    const rs = results.filter((r) => r.kind === k);
    const ok = rs.filter((r) => r.got === k).length;
    console.log(
      `  kind  ${k.padEnd(20)} ${ok}/${rs.length}  ${pct(ok, rs.length)}  ${rs
        .filter((r) => r.got !== k)
        .map((r) => `${r.id}→${r.got}`)
        .join(' ')}`,
    );
  }
  const byField = new Map<string, [number, number]>();
  for (const r of results)
    for (const f of r.fields) {
      const [ok, n] = byField.get(f.field) ?? [0, 0];
      byField.set(f.field, [ok + (f.ok ? 1 : 0), n + 1]);
    }
  for (const [f, [ok, n]] of [...byField].sort()) console.log(`  field ${f.padEnd(20)} ${ok}/${n}  ${pct(ok, n)}`);
}

const results = await evaluateCorpus();
const tuned = results.filter((r) => r.part === 'tuned');
const held = results.filter((r) => r.part === 'held-out');
report('tuned', tuned);
if (process.argv.includes('--table')) console.log(table(tuned));
report('held-out', held);
if (process.argv.includes('--held-out-table')) console.log(table(held));
