/**
 * npm run bench:estimates — estimate comparison on documents the parsers were not tuned on
 * (held-out fixture seeds), separately for text PDFs, scanned PDFs (OCR) and CIECA BMS, plus
 * the real CCC print and the real Mitchell BMS exports.
 *   ESTIMATE_BENCH_SCANS=n   scanned documents to OCR (default 4; each takes OCR time; 0: text and BMS only)
 *   --record                 write the figures of this run as the recorded ones (bench/estimates-recorded.json)
 * Fails (exit 1) when a figure drops more than one point below the recorded one.
 */
import { printBlindResults } from './blind-results';
import { checkFigures, type Figures, RECORDED_FILE, readRecorded, scoreAlignment } from './estimates-gate';
import fs from 'node:fs';
import path from 'node:path';
import { compareEstimates } from '../src/server/estimates/align.js';
import { compareEstimateFiles, parseEstimateFile } from '../src/server/estimates/compare-files.js';
import { parseBmsEstimate } from '../src/server/documents/bms.js';
import { terminateOcr } from '../src/server/documents/text/ocr.js';
import { DIFFERENCE_CATEGORIES, type ParsedEstimate } from '../src/shared/estimate-comparison.js';
import { buildFixturePair, FIXTURE_LAYOUTS, type FixtureEstimate, fixturePairs, HOLDOUT_SEEDS } from '../tests/fixtures/estimates/estimate-spec.js';
import { type LineScore, scoreEstimate, sumScores } from '../tests/fixtures/estimates/evaluate.js';
import { makeScannedPdf } from '../tests/fixtures/estimates/make-scan.js';
import { renderEstimateBms } from '../tests/fixtures/estimates/render-bms.js';
import { REAL_DOCS_DIR } from '../tests/fixtures/paths';
import { renderEstimatePdf } from '../tests/fixtures/estimates/render-estimate.js';
import { estimateTotals } from '../src/server/reviews/estimate-fixtures';

const REAL = REAL_DOCS_DIR;
const figures: Figures = {};
function keepFigures(part: string, s: ReturnType<typeof sumScores>) {
  figures[`${part} line recall`] = s.recall;
  figures[`${part} line precision`] = s.precision;
  figures[`${part} exact price+hours`] = s.exactValues;
  figures[`${part} totals exact`] = s.totalsExact;
}
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const cents = (n: number | null | undefined) => Math.round((n ?? 0) * 100);

function report(name: string, scores: LineScore[], msPerComparison: number | null, extra = '') {
  const s = sumScores(scores);
  console.log(
    `${name.padEnd(8)} docs=${String(s.documents).padStart(3)}  line recall=${pct(s.recall).padStart(6)}  precision=${pct(s.precision).padStart(6)}  exact price+hours=${pct(s.exactValues).padStart(6)}  totals exact=${pct(s.totalsExact).padStart(6)}  time/comparison=${msPerComparison == null ? 'n/a' : `${msPerComparison.toFixed(0)} ms`}${extra}`,
  );
  return s;
}

/** Calibration: totals answered with confidence ≥ 0.9 must be right (issue 11: ≥ 99%). */
const calibration = { confident: 0, confidentRight: 0, doubted: 0, doubtedRight: 0 };
function calibrate(truth: FixtureEstimate, parsed: ParsedEstimate) {
  for (const [k, conf] of Object.entries(parsed.totalsConfidence ?? {}) as Array<[keyof FixtureEstimate['totals'], number]>) {
    if (!(k in truth.totals)) continue;
    const right = cents(parsed.totals[k]) === cents(truth.totals[k]);
    if (conf >= 0.9) {
      calibration.confident++;
      if (right) calibration.confidentRight++;
    } else {
      calibration.doubted++;
      if (right) calibration.doubtedRight++;
    }
  }
}
function reportCalibration(name: string) {
  const c = calibration;
  console.log(`${name.padEnd(8)} totals with confidence >= 0.9: ${c.confidentRight}/${c.confident} right; below 0.9: ${c.doubtedRight}/${c.doubted} right`);
  Object.assign(calibration, { confident: 0, confidentRight: 0, doubted: 0, doubtedRight: 0 });
}

function splitAddsUp(c: { totalsDifference: { byCategory: Record<string, number>; total: number } }): boolean {
  return DIFFERENCE_CATEGORIES.reduce((s, k) => s + cents(c.totalsDifference.byCategory[k]), 0) === cents(c.totalsDifference.total);
}

async function benchText() {
  const pairs = fixturePairs(HOLDOUT_SEEDS);
  const scores: LineScore[] = [];
  let ms = 0;
  let splitOk = 0;
  const aligned = [0, 0];
  for (const pair of pairs) {
    const a = await renderEstimatePdf(pair.carrier);
    const b = await renderEstimatePdf(pair.other);
    const t0 = performance.now();
    const c = await compareEstimateFiles({ bytes: a, fileName: 'carrier.pdf' }, { bytes: b, fileName: 'other.pdf' }, { ocr: false });
    ms += performance.now() - t0;
    scores.push(scoreEstimate(pair.carrier, c.carrier), scoreEstimate(pair.other, c.other));
    calibrate(pair.carrier, c.carrier);
    calibrate(pair.other, c.other);
    if (splitAddsUp(c) && cents(c.totalsDifference.total) === cents(pair.other.totals.gross) - cents(pair.carrier.totals.gross)) splitOk++;
    const [right, total] = scoreAlignment(pair, c);
    aligned[0] += right;
    aligned[1] += total;
  }
  keepFigures(
    'text',
    report('text', scores, ms / pairs.length, `  category split exact=${splitOk}/${pairs.length}  pairs aligned=${aligned[0]}/${aligned[1]}`),
  );
  figures['text pairs aligned'] = aligned[1] ? aligned[0] / aligned[1] : 1;
  figures['text category split exact'] = splitOk / pairs.length;
  for (const s of scores) if (!s.totalsExact) console.log('   totals off:', s.totalsMismatches.join('; '));
  reportCalibration('text');

  // Two 3-page estimates.
  const big = buildFixturePair(99001, 'ccc', 'mitchell', ['price', 'hours', 'onlyOne', 'rate', 'split'], 60);
  const a = await renderEstimatePdf(big.carrier);
  const b = await renderEstimatePdf(big.other);
  const times: number[] = [];
  let pages = '';
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const c = await compareEstimateFiles({ bytes: a }, { bytes: b }, { ocr: false });
    times.push(performance.now() - t0);
    pages = `${c.carrier.source?.pages} + ${c.other.source?.pages} pages, ${c.carrier.lines.length} + ${c.other.lines.length} lines`;
  }
  times.sort((x, y) => x - y);
  console.log(
    `text     two long estimates (${pages}): median ${times[2].toFixed(0)} ms, worst ${times[4].toFixed(0)} ms (target < 1000 ms for two 3-page estimates)`,
  );
}

async function benchScanned() {
  const n = Number(process.env.ESTIMATE_BENCH_SCANS ?? 4);
  const scores: LineScore[] = [];
  const aligned = [0, 0];
  let ms = 0;
  for (let i = 0; i < n; i++) {
    const pair = buildFixturePair(HOLDOUT_SEEDS[i] + 700, FIXTURE_LAYOUTS[i % FIXTURE_LAYOUTS.length], FIXTURE_LAYOUTS[(i + 2) % 5], [
      'price',
      'hours',
      'onlyOne',
    ]);
    const est = pair.other;
    const scan = await makeScannedPdf(await renderEstimatePdf(est), i + 1);
    const t0 = performance.now();
    let parsed: ParsedEstimate;
    try {
      parsed = await parseEstimateFile({ bytes: scan, fileName: 'scan.pdf' }, 'scan');
    } catch (err) {
      console.log(`   scan ${est.layout}: ${(err as Error).message}`);
      parsed = { lines: [], laborRates: {}, totals: estimateTotals({}) };
    }
    ms += performance.now() - t0;
    const s = scoreEstimate(est, parsed);
    // The scan against the carrier's text print, as staff compare a scanned estimate with a printed one.
    const carrierText = await parseEstimateFile({ bytes: await renderEstimatePdf(pair.carrier), fileName: 'carrier.pdf' }, 'carrier', { ocr: false });
    const [right, total] = scoreAlignment(pair, compareEstimates(carrierText, parsed));
    aligned[0] += right;
    aligned[1] += total;
    calibrate(est, parsed);
    scores.push(s);
    console.log(
      `   scan ${est.layout.padEnd(9)} pages=${parsed.source?.pages ?? '?'} lines ${s.found}/${s.truth} found, ${s.parsed} read, exact ${s.exactValues}; totals ${s.totalsExact ? 'exact' : `off: ${s.totalsMismatches.join('; ')}`}`,
    );
  }
  const sum = report('scanned', scores, n ? (2 * ms) / n : null, '  (time = two scanned estimates, OCR included)');
  if (n > 0) keepFigures('scanned', sum);
  console.log(`scanned  pairs aligned (scan against the carrier's text print)=${aligned[0]}/${aligned[1]}`);
  if (n > 0) figures['scanned pairs aligned'] = aligned[1] ? aligned[0] / aligned[1] : 1;
  reportCalibration('scanned');
}

async function benchBms() {
  const pairs = fixturePairs(HOLDOUT_SEEDS);
  const scores: LineScore[] = [];
  let ms = 0;
  let splitOk = 0;
  const aligned = [0, 0];
  for (const pair of pairs) {
    const a = Buffer.from(renderEstimateBms(pair.carrier, pair.seed));
    const b = Buffer.from(renderEstimateBms(pair.other, pair.seed + 1));
    const t0 = performance.now();
    const c = await compareEstimateFiles({ bytes: a, fileName: 'carrier.xml' }, { bytes: b, fileName: 'other.xml' });
    ms += performance.now() - t0;
    scores.push(scoreEstimate(pair.carrier, c.carrier), scoreEstimate(pair.other, c.other));
    if (splitAddsUp(c)) splitOk++;
    const [right, total] = scoreAlignment(pair, c);
    aligned[0] += right;
    aligned[1] += total;
  }
  keepFigures('bms', report('bms', scores, ms / pairs.length, `  category split exact=${splitOk}/${pairs.length}  pairs aligned=${aligned[0]}/${aligned[1]}`));
  figures['bms pairs aligned'] = aligned[1] ? aligned[0] / aligned[1] : 1;
  // The real Mitchell exports: totals add up to the printed gross; line hours equal the printed labor totals.
  for (const f of fs.readdirSync(path.join(REAL, 'bms'))) {
    const e = parseBmsEstimate(fs.readFileSync(path.join(REAL, 'bms', f)), f);
    const t = e.totals;
    const sum = [t.parts, t.bodyLabor, t.paintLabor, t.mechanicalLabor, t.frameLabor, t.paintSupplies, t.sublet, t.other, t.tax].reduce<number>(
      (s, v) => s + cents(v),
      0,
    );
    const body = e.lines.reduce((s, l) => s + (l.laborHours ?? 0), 0);
    const paint = e.lines.reduce((s, l) => s + (l.paintHours ?? 0), 0);
    console.log(
      `   real ${f}: gross ${t.gross} (categories ${sum === cents(t.gross) ? 'add up' : 'DO NOT add up'}), ${e.lines.length} lines, labor ${body.toFixed(1)} h vs printed ${e.laborHours?.body ?? 0}, paint ${paint.toFixed(1)} h vs printed ${e.laborHours?.paint ?? 0}`,
    );
  }
}

async function benchRealCcc() {
  const bytes = fs.readFileSync(path.join(REAL, 'ccc-preliminary-estimate-peotters-tesla-modelx.pdf'));
  const t0 = performance.now();
  const e = await parseEstimateFile({ bytes }, 'real CCC');
  const ms = performance.now() - t0;
  const sum = (k: 'price' | 'laborHours' | 'paintHours') => Math.round(e.lines.reduce((s, l) => s + (l[k] ?? 0), 0) * 100) / 100;
  console.log(
    `real CCC ONE print (9 pages, ${ms.toFixed(0)} ms): ${e.lines.length} lines; line sums price ${sum('price')} / labor ${sum('laborHours')} / paint ${sum('paintHours')} (printed SUBTOTALS 3,004.05 / 41.5 / 18.3); gross ${e.totals.gross} (printed 8,444.53)`,
  );
}

async function main() {
  console.log('Estimate comparison bench (held-out fixture seeds; parsers tuned on other seeds)');
  await benchText();
  await benchBms();
  await benchRealCcc();
  await benchScanned();
  await terminateOcr();
  printBlindResults('estimates');
  if (process.argv.includes('--record')) {
    fs.writeFileSync(RECORDED_FILE, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`\nRecorded these figures in ${path.relative(process.cwd(), RECORDED_FILE)}.`);
    return;
  }
  const dropped = checkFigures(figures, readRecorded());
  if (dropped.length) {
    console.error(`\nbench:estimates FAILED: ${dropped.join(', ')} dropped more than one point below the recorded figure.`);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
