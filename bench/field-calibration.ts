/**
 * Calibration of field confidences (issue 23: answers given at ≥ 0.9 are right ≥ 99% of the time),
 * over the answers whose truth the corpus gives: how many answers fall in each confidence band and
 * how many of them are right. bench:documents and the replicas bench print it.
 */
export type JudgedAnswer = { confidence: number; right: boolean };

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : 'n/a');

export function printFieldCalibration(title: string, answers: JudgedAnswer[]): void {
  console.log(`## Confidence calibration (fields, ${title})`);
  console.log('| confidence | answers | right | accuracy |\n|---|---|---|---|');
  for (const [lo, hi] of [
    [0, 0.5],
    [0.5, 0.7],
    [0.7, 0.8],
    [0.8, 0.9],
    [0.9, 0.95],
    [0.95, 0.99],
    [0.99, 1.01],
  ] as const) {
    const band = answers.filter((a) => a.confidence >= lo && a.confidence < hi);
    const ok = band.filter((a) => a.right).length;
    console.log(`| ${lo.toFixed(2)}–${Math.min(hi, 1).toFixed(2)} | ${band.length} | ${ok} | ${pct(ok, band.length)} |`);
  }
  const sure = answers.filter((a) => a.confidence >= 0.9);
  const right = sure.filter((a) => a.right).length;
  console.log(`\nField answers with confidence ≥ 0.9: ${sure.length} of ${answers.length}, right ${right} = **${pct(right, sure.length)}** (bar: 99%)\n`);
}
