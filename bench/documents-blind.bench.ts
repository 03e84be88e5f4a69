/**
 * Blind document benchmark: runs the document pipeline on the independently written corpus in
 * tests/fixtures/blind and scores classification, fields, merge, calibration, estimate lines,
 * totals and alignment, per part (dev / holdout) and per rendering.
 *
 *   npx tsx bench/documents-blind.bench.ts [--part dev|holdout|all|scans|scans-dev|scans-holdout] [--table] [--no-cache]
 *   npx tsx bench/documents-blind.bench.ts --part scans-extra --seed <n> [--count N] [--show-align]
 *   npx tsx bench/documents-blind.bench.ts --part fresh --seed <n> [--count N]
 *
 * The scans parts score the scan stress set (tests/fixtures/blind/scans.ts): dev-part packets from
 * new seeds whose estimates are all scans or phone photos of pages. Its first two thirds (scans-dev)
 * are for tuning; the last third (scans-holdout) is scored, never looked into. `scans-extra` builds
 * more tuning packets of the same kind from another seed base (`--seed`, `--count`, default 20), data
 * nobody has tuned on; its cache is keyed by seed and count. `--show-align` prints, per truth pair of
 * lines not matched, why: a line not parsed (with the nearest parsed line), both parsed but not
 * paired, or paired with another line.
 *
 * `fresh` builds packets like the blind corpus's holdout (its insurers, shops and layouts, its mix of
 * text PDFs, scans, phone photos and Word files) from another seed base: papers no one has seen, for a
 * first-contact score. Score a seed once; a seed looked into for tuning is no longer fresh.
 *
 * Building the corpus takes minutes (rendering the scans and phone photos), so the built corpus is
 * kept in the system temp folder under a hash of the generator's sources and photos; a changed
 * generator builds afresh. `--no-cache` always builds.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REAL_PHOTOS_DIR } from '../tests/fixtures/paths';
import { deserialize, serialize } from 'node:v8';

const FIRM = 'Northgate Auto Appraisal Services';

const { buildBlindCorpus } = await import('../tests/fixtures/blind/index');
const { buildScanStressCorpus, SCAN_STRESS_PACKETS, SCAN_STRESS_DEV } = await import('../tests/fixtures/blind/scans');
const { buildPacket, planType } = await import('../tests/fixtures/blind/packets');
const { analyzeFile } = await import('../src/server/documents/analyze-file');
const { mergeAnalyses } = await import('../src/server/documents/merge');
const { parseEstimateFile } = await import('../src/server/estimates/compare-files');
const { compareEstimates } = await import('../src/server/estimates/align');
type BlindFile = import('../tests/fixtures/blind/types').BlindFile;
type BlindPacket = import('../tests/fixtures/blind/types').BlindPacket;
type BlindLine = import('../tests/fixtures/blind/types').BlindLine;

const args = process.argv.slice(2);
const partArg = args.includes('--part') ? args[args.indexOf('--part') + 1] : 'all';
const showTable = args.includes('--table');
const useCache = !args.includes('--no-cache');
// --packets N scores only the first N packets of each part (a quick look while working).
const packetLimit = args.includes('--packets') ? Number(args[args.indexOf('--packets') + 1]) : Number.POSITIVE_INFINITY;
const showAlign = args.includes('--show-align');
const extraSeed = args.includes('--seed') ? Number(args[args.indexOf('--seed') + 1]) : null;
const extraCount = args.includes('--count') ? Number(args[args.indexOf('--count') + 1]) : SCAN_STRESS_DEV;
if ((partArg === 'scans-extra' || partArg === 'fresh') && (extraSeed === null || !Number.isInteger(extraSeed)))
  throw new Error(`--part ${partArg} needs --seed <integer>`);

type Analysis = Awaited<ReturnType<typeof analyzeFile>>;
type Parsed = Awaited<ReturnType<typeof parseEstimateFile>>;
type ParsedLine = {
  lineNumber: number;
  description: string;
  partNumber: string | null;
  price: number | null;
  laborHours: number | null;
  paintHours: number | null;
};

// ---------- value comparison ----------
const NUMERIC = new Set(['grossTotal', 'netTotal', 'deductible', 'estimateAmount', 'opposingEstimateAmount', 'mileage', 'vehicleYear']);
const DATES = new Set(['dateOfLoss', 'estimateDate', 'opposingEstimateDate']);
const collapse = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
const toNumber = (s: string) => {
  const n = Number(s.replace(/[$,()\s]/g, '').replace(/^-/, ''));
  return Number.isFinite(n) ? n : null;
};
// Dates may come back as M/D/YYYY or ISO; both are read to ISO before comparing.
const toIsoDate = (s: string) => {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(s);
  if (iso) return `${iso[1]}-${iso[2]?.padStart(2, '0')}-${iso[3]?.padStart(2, '0')}`;
  const us = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2,4})/.exec(s.trim());
  if (us) return `${(us[3] as string).length === 2 ? `20${us[3]}` : us[3]}-${us[1]?.padStart(2, '0')}-${us[2]?.padStart(2, '0')}`;
  return s;
};
function same(field: string, want: string, got: unknown): boolean {
  if (got === null || got === undefined || got === '') return false;
  const g = String(got);
  if (NUMERIC.has(field)) {
    const a = toNumber(want);
    const b = toNumber(g);
    return a !== null && b !== null && Math.abs(a - b) < 0.005;
  }
  if (DATES.has(field)) return toIsoDate(want) === toIsoDate(g);
  return collapse(want) === collapse(g);
}

// ---------- estimate line matching ----------
const tokens = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .replace(/[^a-z0-9 ]+/g, ' ')
      .split(/\s+/)
      .filter((t) => t.length > 1),
  );
const near = (a: number | null, b: number | null) => Math.abs((a ?? 0) - (b ?? 0)) <= 0.01;
function lineAgrees(t: BlindLine, p: ParsedLine): boolean {
  const a = tokens(t.description);
  const b = tokens(p.description ?? '');
  const common = [...a].filter((x) => b.has(x)).length;
  const overlap = common / Math.max(1, Math.min(a.size, b.size));
  return overlap >= 0.6 && near(t.price, p.price) && near(t.laborHours, p.laborHours) && near(t.paintHours, p.paintHours);
}
/** Greedy one-to-one matching; returns parsed lineNumber → truth index. */
function matchLines(truth: BlindLine[], parsed: ParsedLine[]): Map<number, number> {
  const used = new Set<number>();
  const map = new Map<number, number>();
  truth.forEach((t, ti) => {
    const p = parsed.find((x) => !used.has(x.lineNumber) && lineAgrees(t, x));
    if (p) {
      used.add(p.lineNumber);
      map.set(p.lineNumber, ti);
    }
  });
  return map;
}

// ---------- tallies ----------
type Tally = { ok: number; n: number };
const tally = (): Tally => ({ ok: 0, n: 0 });
const add = (t: Tally, ok: boolean) => {
  t.n++;
  if (ok) t.ok++;
};
const pct = (t: Tally) => (t.n === 0 ? '   -  ' : `${((100 * t.ok) / t.n).toFixed(1).padStart(5)}%`);
const fmt = (t: Tally) => `${pct(t)} (${t.ok}/${t.n})`;
const bump = (m: Map<string, Tally>, k: string, ok: boolean) => {
  if (!m.has(k)) m.set(k, tally());
  add(m.get(k) as Tally, ok);
};

type Group = {
  cls: Tally;
  clsByKind: Map<string, Tally>;
  misses: string[];
  fields: Tally;
  byField: Map<string, Tally>;
  calib: Tally;
  calibUnlabelled: number;
  recall: Tally;
  precision: Tally;
  gross: Tally;
  net: Tally;
  ded: Tally;
  parseFailed: number;
  secs: number[];
  parseSecs: number[];
};
const group = (): Group => ({
  cls: tally(),
  clsByKind: new Map(),
  misses: [],
  fields: tally(),
  byField: new Map(),
  calib: tally(),
  calibUnlabelled: 0,
  recall: tally(),
  precision: tally(),
  gross: tally(),
  net: tally(),
  ded: tally(),
  parseFailed: 0,
  secs: [],
  parseSecs: [],
});
const renderGroup = (f: BlindFile) => (f.render === 'scan' || f.render === 'photo-of-page' ? 'scan+photo-of-page' : f.render);

type FileResult = { file: BlindFile; analysis: Analysis; parsed: Parsed | null; lineMap: Map<number, number> | null };
const wrongRows: string[] = [];

async function scoreFile(f: BlindFile, groups: Group[]): Promise<FileResult> {
  const t0 = performance.now();
  // The firm's name reaches the pipeline as its content context, as the server passes it.
  const analysis = await analyzeFile(f.bytes, { ocr: true, content: { firmName: FIRM, insurerName: 'Progressive' } });
  const secs = (performance.now() - t0) / 1000;
  const fields = analysis.fields as Record<string, { value: string; confidence: number } | undefined>;
  let parsed: Parsed | null = null;
  let lineMap: Map<number, number> | null = null;
  let parseSecs: number | null = null;
  if (f.estimate) {
    const t1 = performance.now();
    try {
      parsed = await parseEstimateFile({ bytes: f.bytes, fileName: f.filename }, 'estimate', { ocr: true });
    } catch {
      parsed = null;
    }
    parseSecs = (performance.now() - t1) / 1000;
    lineMap = parsed ? matchLines(f.estimate.lines, parsed.lines as ParsedLine[]) : new Map();
    if (showAlign && parsed)
      for (const l of parsed.lines as ParsedLine[])
        if (!lineMap.has(l.lineNumber)) console.log(`  extra ${f.id} ${f.filename} [${f.render}]: ${showParsed(l)}`);
  }
  for (const g of groups) {
    const ok = analysis.kind === f.kind;
    add(g.cls, ok);
    bump(g.clsByKind, f.kind, ok);
    if (!ok) g.misses.push(`${f.filename} (${f.render}): ${f.kind} -> ${analysis.kind}`);
    for (const [name, want] of Object.entries(f.fields)) {
      const got = fields[name]?.value;
      const right = same(name, want as string, got);
      add(g.fields, right);
      bump(g.byField, name, right);
    }
    for (const [name, ans] of Object.entries(fields)) {
      if (!ans || ans.confidence < 0.9) continue;
      const want = (f.fields as Record<string, string>)[name];
      if (want === undefined) g.calibUnlabelled++;
      else add(g.calib, same(name, want, ans.value));
    }
    g.secs.push(secs);
    if (f.estimate) {
      if (parseSecs !== null) g.parseSecs.push(parseSecs);
      if (!parsed) g.parseFailed++;
      const plines = (parsed?.lines ?? []) as ParsedLine[];
      const matched = lineMap?.size ?? 0;
      g.recall.ok += matched;
      g.recall.n += f.estimate.lines.length;
      g.precision.ok += matched;
      g.precision.n += plines.length;
      const tt = f.estimate.totals;
      const pt = (parsed?.totals ?? {}) as { gross?: number | null; net?: number | null; deductible?: number | null };
      add(g.gross, pt.gross != null && Math.abs(pt.gross - tt.gross) < 0.01);
      if (tt.net !== null) add(g.net, pt.net != null && Math.abs(pt.net - tt.net) < 0.01);
      if (tt.deductible !== null) add(g.ded, pt.deductible != null && Math.abs(Math.abs(pt.deductible) - tt.deductible) < 0.01);
    }
  }
  if (groups.length > 0 && showTable) {
    const rows: string[] = [];
    if (analysis.kind !== f.kind) rows.push(`    kind: want ${f.kind} got ${analysis.kind}`);
    for (const [name, want] of Object.entries(f.fields)) {
      const got = fields[name];
      if (!same(name, want as string, got?.value)) rows.push(`    ${name}: want "${want}" got ${got ? `"${got.value}" (${got.confidence.toFixed(2)})` : '—'}`);
    }
    if (f.estimate) {
      const tt = f.estimate.totals;
      const pt = parsed?.totals as { gross?: number | null; net?: number | null; deductible?: number | null } | undefined;
      rows.push(
        `    estimate: ${parsed ? `${lineMap?.size}/${f.estimate.lines.length} lines matched, ${parsed.lines.length} parsed; gross want ${tt.gross} got ${pt?.gross ?? '—'}; net want ${tt.net ?? '—'} got ${pt?.net ?? '—'}; deductible want ${tt.deductible ?? '—'} got ${pt?.deductible ?? '—'}` : 'parse failed'}`,
      );
    }
    if (rows.length) wrongRows.push(`  ${f.id} ${f.filename} [${f.render}]`, ...rows);
  }
  return { file: f, analysis, parsed, lineMap };
}

type PacketScore = { merged: Tally; byKey: Map<string, Tally>; align: Tally; alignPrecision: Tally };
const packetScore = (): PacketScore => ({ merged: tally(), byKey: new Map(), align: tally(), alignPrecision: tally() });

async function scorePacket(p: BlindPacket, results: FileResult[], ps: PacketScore): Promise<void> {
  const merged = await mergeAnalyses(
    results.map((r) => ({ filename: r.file.filename, kind: r.analysis.kind, analysis: r.analysis })),
    p.claimType,
    null,
  );
  const claimData = merged.claimData as Record<string, unknown>;
  const opp = merged.opposingAppraiserInfo as Record<string, unknown>;
  for (const [key, want] of Object.entries(p.merged)) {
    // Opposing appraiser facts may be keyed in full or without the prefix.
    const short = key.replace(/^opposing(Appraiser)?/, '');
    const shortKey = short.charAt(0).toLowerCase() + short.slice(1);
    const got = claimData[key] ?? opp[key] ?? opp[shortKey];
    const ok = same(key, want, got);
    add(ps.merged, ok);
    bump(ps.byKey, key, ok);
    if (!ok && showTable) wrongRows.push(`  ${p.id} merged ${key}: want "${want}" got ${got == null ? '—' : `"${String(got)}"`}`);
  }
  // Alignment: the carrier's estimate against each other estimate of the packet.
  const carrier = results.find((r) => r.file.kind === 'carrier_estimate' && r.file.estimate);
  if (!carrier?.file.estimate) return;
  for (const other of results.filter((r) => r !== carrier && r.file.estimate)) {
    const cLines = carrier.file.estimate.lines;
    const oLines = other.file.estimate?.lines ?? [];
    const pairs = cLines.flatMap((cl, ci) => oLines.flatMap((ol, oi) => (ol.key === cl.key ? [[ci, oi] as const] : [])));
    let matches: Array<{ carrierLine: number; otherLine: number }> = [];
    if (carrier.parsed && other.parsed) {
      try {
        matches = compareEstimates(carrier.parsed, other.parsed).matches;
      } catch {
        matches = [];
      }
    }
    const cMap = carrier.lineMap ?? new Map<number, number>();
    const oMap = other.lineMap ?? new Map<number, number>();
    const found = new Set(matches.map((m) => `${cMap.get(m.carrierLine)}:${oMap.get(m.otherLine)}`));
    for (const [ci, oi] of pairs) add(ps.align, found.has(`${ci}:${oi}`));
    for (const m of matches) {
      const ci = cMap.get(m.carrierLine);
      const oi = oMap.get(m.otherLine);
      add(ps.alignPrecision, ci !== undefined && oi !== undefined && cLines[ci]?.key === oLines[oi]?.key);
    }
    if (showAlign) explainAlignment(p, carrier, other, pairs, matches, found);
  }
}

// ---------- why a truth pair was not matched (--show-align) ----------
const showTruth = (l: BlindLine) => `"${l.description}" ${l.partNumber ?? '-'} $${l.price ?? '-'} L${l.laborHours ?? '-'} P${l.paintHours ?? '-'}`;
const showParsed = (l: ParsedLine | undefined) =>
  l ? `#${l.lineNumber} "${l.description}" ${l.partNumber ?? '-'} $${l.price ?? '-'} L${l.laborHours ?? '-'} P${l.paintHours ?? '-'}` : '—';
/** The parsed line that shares most words with a truth line (what the parse made of it). */
function nearestParsed(t: BlindLine, parsed: ParsedLine[]): ParsedLine | undefined {
  const a = tokens(t.description);
  let best: ParsedLine | undefined;
  let bestCommon = 0;
  for (const p of parsed) {
    const common = [...tokens(p.description ?? '')].filter((x) => a.has(x)).length;
    if (common > bestCommon) {
      bestCommon = common;
      best = p;
    }
  }
  return best;
}
function explainAlignment(
  p: BlindPacket,
  carrier: FileResult,
  other: FileResult,
  pairs: ReadonlyArray<readonly [number, number]>,
  matches: Array<{ carrierLine: number; otherLine: number }>,
  found: Set<string>,
): void {
  const cLines = carrier.file.estimate?.lines ?? [];
  const oLines = other.file.estimate?.lines ?? [];
  const cParsed = (carrier.parsed?.lines ?? []) as ParsedLine[];
  const oParsed = (other.parsed?.lines ?? []) as ParsedLine[];
  const parsedOf = (map: Map<number, number> | null, lines: ParsedLine[], ti: number) => lines.find((l) => map?.get(l.lineNumber) === ti);
  const tag = `  align ${p.id} ${carrier.file.filename} [${carrier.file.render}] vs ${other.file.filename} [${other.file.render}]`;
  for (const [ci, oi] of pairs) {
    if (found.has(`${ci}:${oi}`)) continue;
    const c = cLines[ci] as BlindLine;
    const o = oLines[oi] as BlindLine;
    const cp = parsedOf(carrier.lineMap, cParsed, ci);
    const op = parsedOf(other.lineMap, oParsed, oi);
    const why: string[] = [];
    if (!cp) why.push(`carrier line not parsed: want ${showTruth(c)}; nearest ${showParsed(nearestParsed(c, cParsed))}`);
    if (!op) why.push(`other line not parsed: want ${showTruth(o)}; nearest ${showParsed(nearestParsed(o, oParsed))}`);
    if (cp && op) {
      const mc = matches.find((m) => m.carrierLine === cp.lineNumber);
      const mo = matches.find((m) => m.otherLine === op.lineNumber);
      if (!mc && !mo) why.push(`both parsed, not paired: ${showParsed(cp)} | ${showParsed(op)}`);
      if (mc)
        why.push(`carrier ${showParsed(cp)} paired with other ${showParsed(oParsed.find((l) => l.lineNumber === mc.otherLine))} instead of ${showParsed(op)}`);
      if (mo)
        why.push(
          `other ${showParsed(op)} paired with carrier ${showParsed(cParsed.find((l) => l.lineNumber === mo.carrierLine))} instead of ${showParsed(cp)}`,
        );
    }
    console.log(`${tag} [${c.key}]\n      ${why.join('\n      ')}`);
  }
  // Matches that pair lines of two different truth keys.
  for (const m of matches) {
    const ci = carrier.lineMap?.get(m.carrierLine);
    const oi = other.lineMap?.get(m.otherLine);
    if (ci === undefined || oi === undefined || cLines[ci]?.key === oLines[oi]?.key) continue;
    console.log(
      `${tag} wrong pair ${cLines[ci]?.key}/${oLines[oi]?.key}: ${showParsed(cParsed.find((l) => l.lineNumber === m.carrierLine))} | ${showParsed(oParsed.find((l) => l.lineNumber === m.otherLine))}`,
    );
  }
}

// ---------- corpus cache ----------
const GENERATOR_DIR = join(import.meta.dirname, '../tests/fixtures/blind');
const PHOTO_DIR = REAL_PHOTOS_DIR;
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}
/** Hash of everything the corpus is built from: the generator's sources and the source photos. */
function corpusKey(): string {
  const h = createHash('sha256');
  for (const path of [...filesUnder(GENERATOR_DIR), ...filesUnder(PHOTO_DIR)]) h.update(path).update(readFileSync(path));
  return h.digest('hex').slice(0, 16);
}
/** Packets of the scan stress set; its first two thirds are scans-dev, the rest scans-holdout. */
const SCAN_PACKETS = SCAN_STRESS_PACKETS;
const SCAN_DEV_PACKETS = SCAN_STRESS_DEV;

/** Packets like the blind corpus's holdout part, from another seed base (`--part fresh`). */
async function buildFreshCorpus(count: number, seedBase: number): Promise<BlindPacket[]> {
  const packets: BlindPacket[] = [];
  for (let i = 0; i < count; i++)
    packets.push(await buildPacket(seedBase + i * 7919, i, 'holdout', planType(i), undefined, `fresh-${String(i + 1).padStart(2, '0')}`));
  return packets;
}

async function loadCorpus(which: 'blind' | 'scans' | 'scans-extra' | 'fresh'): Promise<{ corpus: BlindPacket[]; cached: boolean }> {
  const dir = join(tmpdir(), 'blind-corpus-cache');
  const name = {
    blind: '',
    scans: `scans-${SCAN_PACKETS}-`,
    'scans-extra': `scans-extra-${extraSeed}-${extraCount}-`,
    fresh: `fresh-${extraSeed}-${extraCount}-`,
  }[which];
  const file = join(dir, `${name}${corpusKey()}.v8`);
  if (useCache && existsSync(file)) {
    const stored = deserialize(readFileSync(file)) as BlindPacket[];
    // v8 gives Uint8Arrays back; the pipeline reads Buffers.
    for (const p of stored) for (const f of p.files) f.bytes = Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength);
    return { corpus: stored, cached: true };
  }
  const corpus =
    which === 'blind'
      ? await buildBlindCorpus()
      : which === 'scans'
        ? await buildScanStressCorpus(SCAN_PACKETS)
        : which === 'fresh'
          ? await buildFreshCorpus(extraCount, extraSeed as number)
          : await buildScanStressCorpus(extraCount, extraSeed as number);
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${file}.tmp`, serialize(corpus));
  renameSync(`${file}.tmp`, file);
  return { corpus, cached: false };
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

function printGroup(name: string, g: Group, detail: boolean): void {
  console.log(`  [${name}] files ${g.cls.n}`);
  console.log(`    classification      ${fmt(g.cls)}`);
  if (detail) {
    for (const [k, t] of g.clsByKind) console.log(`      ${k.padEnd(20)} ${fmt(t)}`);
    for (const m of g.misses) console.log(`      miss: ${m}`);
  }
  console.log(`    fields (per file)   ${fmt(g.fields)}`);
  if (detail) for (const [k, t] of [...g.byField].sort()) console.log(`      ${k.padEnd(20)} ${fmt(t)}`);
  console.log(`    calibration >=0.9   ${fmt(g.calib)} right; ${g.calibUnlabelled} confident answers on fields the file does not print for its role`);
  if (g.recall.n > 0) {
    console.log(`    estimate lines      recall ${fmt(g.recall)}  precision ${fmt(g.precision)}  (parse failed on ${g.parseFailed} files)`);
    console.log(`    totals exact        gross ${fmt(g.gross)}  net ${fmt(g.net)}  deductible ${fmt(g.ded)}`);
  }
  console.log(`    seconds per file    analyze ${mean(g.secs).toFixed(2)}${g.parseSecs.length ? `, estimate parse ${mean(g.parseSecs).toFixed(2)}` : ''}`);
}

type PartState = { part: string; packets: number; all: Group; byRender: Map<string, Group>; ps: PacketScore };
let current: PartState | null = null;

function printPart(part: string, packetCount: number, all: Group, byRender: Map<string, Group>, ps: PacketScore): void {
  console.log(`\n== ${part}: ${packetCount} packets, ${all.cls.n} files ==`);
  printGroup('all renderings', all, true);
  for (const rg of ['text', 'scan+photo-of-page', 'docx', 'photo']) {
    const g = byRender.get(rg);
    if (g) printGroup(rg, g, false);
  }
  console.log(`  merged fields (per packet) ${fmt(ps.merged)}`);
  for (const [k, t] of [...ps.byKey].sort()) console.log(`    ${k.padEnd(26)} ${fmt(t)}`);
  console.log(`  alignment: truth pairs matched ${fmt(ps.align)}; matches that are right ${fmt(ps.alignPrecision)}`);
  if (showTable) {
    console.log(`\n  -- wrong values (${part}) --`);
    for (const r of wrongRows.splice(0)) console.log(r);
  }
}

async function main(): Promise<void> {
  const t0 = performance.now();
  const scans = partArg?.startsWith('scans') ?? false;
  const { corpus, cached } = await loadCorpus(partArg === 'scans-extra' ? 'scans-extra' : partArg === 'fresh' ? 'fresh' : scans ? 'scans' : 'blind');
  const parts = partArg === 'all' ? ['dev', 'holdout'] : partArg === 'scans' ? ['scans-dev', 'scans-holdout'] : [partArg ?? 'all'];
  console.log(
    `${scans ? 'Scan stress set' : partArg === 'fresh' ? `Fresh packets like the blind holdout (seed ${extraSeed})` : 'Blind corpus'}: ${corpus.length} packets, ${corpus.reduce((s, p) => s + p.files.length, 0)} files (${cached ? 'read from cache' : 'built'} in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );
  const partPackets = (part: string) =>
    part === 'scans-dev'
      ? corpus.slice(0, SCAN_DEV_PACKETS)
      : part === 'scans-holdout'
        ? corpus.slice(SCAN_DEV_PACKETS)
        : part === 'scans-extra' || part === 'fresh'
          ? corpus
          : corpus.filter((p) => p.part === part);
  for (const part of parts) {
    const packets = partPackets(part).slice(0, packetLimit);
    const all = group();
    const byRender = new Map<string, Group>();
    const ps = packetScore();
    current = { part, packets: 0, all, byRender, ps };
    for (const p of packets) {
      const results: FileResult[] = [];
      for (const f of p.files) {
        const rg = renderGroup(f);
        if (!byRender.has(rg)) byRender.set(rg, group());
        const r = await scoreFile(f, [all, byRender.get(rg) as Group]);
        results.push(r);
        // One line per file as it goes, so a long run shows where it is.
        console.log(`  . ${f.id} ${f.filename} [${f.render}] kind ${r.analysis.kind}${r.analysis.kind === f.kind ? '' : ` (want ${f.kind})`}`);
      }
      await scorePacket(p, results, ps);
      current.packets++;
    }
    printPart(part, packets.length, all, byRender, ps);
    current = null;
  }
  console.log(`\nTotal time ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

// A run stopped with SIGTERM still reports the packets it finished, marked as partial.
process.on('SIGTERM', () => {
  if (current) {
    console.log(
      `\nPARTIAL RUN: stopped by SIGTERM during part ${current.part}; per-file figures cover the ${current.all.cls.n} files scored, merge and alignment the ${current.packets} finished packets`,
    );
    printPart(`${current.part} (partial)`, current.packets, current.all, current.byRender, current.ps);
  }
  process.exit(1);
});

await main();
// OCR workers may keep the event loop alive after scoring; the report is complete here.
process.exit(0);
