/**
 * The blind corpus' saved runs (bench/results/blind-*.txt, its scan stress set's scans-*.txt and the fresh
 * packets' fresh-*.txt, written by bench/documents-blind.bench.ts):
 * bench:documents and bench:estimates print them as their own corpus, first contact included, so the
 * figures of a corpus the code was tuned on are never read as the figures of one it was not.
 */
import fs from 'node:fs';
import path from 'node:path';

const DIR = path.resolve(import.meta.dirname, 'results');
const DOCUMENT_LINES = /^\s*(== |\[all renderings\]|\[text\]|\[scan\+photo-of-page\]|classification|fields \(per file\)|calibration|merged fields)/;
const ESTIMATE_LINES = /^\s*(== |\[all renderings\]|\[text\]|\[scan\+photo-of-page\]|estimate lines|totals exact|alignment)/;

export function printBlindResults(what: 'documents' | 'estimates'): void {
  const files = fs.existsSync(DIR)
    ? fs
        .readdirSync(DIR)
        .filter((f) => /^(blind|scans|fresh)-.*\.txt$/.test(f))
        .sort()
    : [];
  console.log('\n## Blind corpus (tests/fixtures/blind, written without seeing the pipeline): saved runs');
  console.log(
    'Re-run: npx tsx bench/documents-blind.bench.ts --part dev|holdout|scans-dev|scans-holdout|fresh --seed N (holdout parts and fresh seeds are never tuned on).\n',
  );
  for (const f of files) {
    const lines = fs.readFileSync(path.join(DIR, f), 'utf8').split('\n');
    const keep = lines.filter((l) => (what === 'documents' ? DOCUMENT_LINES : ESTIMATE_LINES).test(l) && !/^\s*(miss|\.)/.test(l));
    if (keep.length === 0) continue;
    console.log(`### ${f}${/first-contact/.test(f) ? ' (first contact: the code as it was when this set was first scored)' : ''}`);
    console.log('```');
    for (const l of keep) console.log(l);
    console.log('```');
  }
}
