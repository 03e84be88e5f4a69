/**
 * The figures bench:estimates is held to (issue 35): the ones recorded in estimates-recorded.json, each
 * a share from 0 to 1. A figure more than one point below its recorded value fails the run, so a
 * regression on scans (issue 35: 0.93 → 0.83 with no benchmark saying so) cannot pass unseen.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { EstimateComparison } from '../src/shared/estimate-comparison.js';
import { normalizeDescription } from '../src/server/estimates/align.js';
import type { FixturePair } from '../tests/fixtures/estimates/estimate-spec.js';

export const RECORDED_FILE = path.join(import.meta.dirname, 'estimates-recorded.json');
/** One point: a figure may move this much below its recorded value (run-to-run OCR noise). */
const SLACK = 0.01;

export type Figures = Record<string, number>;

const keyOf = (description: string) => normalizeDescription(description).join(' ');

/**
 * Alignment on a fixture pair: the truth pairs are the lines both estimates print (the same
 * description on each side); a pair counts when the comparison matched those two lines with each
 * other. Returns [right, truth pairs].
 */
export function scoreAlignment(pair: FixturePair, c: EstimateComparison): [number, number] {
  const truth = new Map<string, number>();
  const otherKeys = new Map<string, number>();
  for (const l of pair.other.lines) otherKeys.set(keyOf(l.description), (otherKeys.get(keyOf(l.description)) ?? 0) + 1);
  for (const l of pair.carrier.lines) {
    const k = keyOf(l.description);
    const left = otherKeys.get(k) ?? 0;
    if (left <= 0) continue;
    otherKeys.set(k, left - 1);
    truth.set(k, (truth.get(k) ?? 0) + 1);
  }
  const total = [...truth.values()].reduce((a, b) => a + b, 0);
  const carrierBy = new Map(c.carrier.lines.map((l) => [l.lineNumber, keyOf(l.description)]));
  const otherBy = new Map(c.other.lines.map((l) => [l.lineNumber, keyOf(l.description)]));
  let right = 0;
  for (const m of c.matches) {
    const a = carrierBy.get(m.carrierLine);
    if (a == null || a !== otherBy.get(m.otherLine)) continue;
    const left = truth.get(a) ?? 0;
    if (left <= 0) continue;
    truth.set(a, left - 1);
    right++;
  }
  return [right, total];
}

export function readRecorded(): Figures {
  return fs.existsSync(RECORDED_FILE) ? (JSON.parse(fs.readFileSync(RECORDED_FILE, 'utf8')) as Figures) : {};
}

/** Prints each figure against its recorded value; returns the figures that dropped by more than one point. */
export function checkFigures(figures: Figures, recorded: Figures): string[] {
  const dropped: string[] = [];
  console.log('\nFigures against the recorded ones (bench/estimates-recorded.json; a drop of more than one point fails):');
  for (const [name, value] of Object.entries(figures)) {
    const was = recorded[name];
    const mark = was == null ? 'not recorded' : value < was - SLACK ? 'DROPPED' : 'ok';
    console.log(
      `  ${name.padEnd(26)} ${(value * 100).toFixed(1).padStart(6)}%  recorded ${was == null ? '   n/a' : `${(was * 100).toFixed(1).padStart(6)}%`}  ${mark}`,
    );
    if (mark === 'DROPPED') dropped.push(name);
  }
  return dropped;
}
