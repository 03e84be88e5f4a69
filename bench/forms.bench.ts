/**
 * npm run bench:forms — time to generate the assignment form in each format (the service, not
 * HTTP), over many runs after a warm-up. Target: under 150 ms each (median and p95 printed).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { toAssignmentForm } from '../src/shared/assignment-form.js';
import { type AssignmentFormat, generateAssignmentDocument } from '../src/server/forms/assignment.service.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const TARGET_MS = 150;

const form = toAssignmentForm({
  date: 'November 22, 2026',
  frontier_file: 'FR-2026-0042',
  claim_number: '24-118077-01',
  loss_date: '2026-10-03',
  insured: 'Łukasz Żółć-Ångström',
  insured_phone: '(555) 123-4567',
  insured_email: 'lukasz@example.com',
  vehicle_year: '2021',
  vehicle_make: 'Tesla',
  vehicle_model: 'Model X Long Range',
  vin: '5YJXCBE24MF123456',
  mileage: '31,402',
  damage_area: 'Front bumper\nHood\nLeft headlamp',
  description: 'Rear-ended at a red light and pushed into the car ahead; airbags deployed. '.repeat(4),
  other_appraiser: 'José Müller, Müller Appraisals',
  other_appraiser_est: '$14,220.18',
  deductible: '$1,000.00',
  vehicle_location: `${'Unit 4B, Rear Lot behind the Warehouse, 12345 Industrial Parkway Extension, '.repeat(4)}Springfield, IL`,
  progressive_est: '$9,874.55',
  shop_name: 'Frontier Collision Center',
  shop_est: '$15,010.00',
  inspection: 'Yes',
  additional_notes: 'Vehicle stored indoors; call before noon. '.repeat(20),
});
const names = { firmName: 'Frontier', insurerName: 'Progressive' };

async function measure(format: AssignmentFormat) {
  for (let i = 0; i < 5; i += 1) await generateAssignmentDocument({ form, comparison: null, names, format });
  const times: number[] = [];
  let bytes = 0;
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    const doc = await generateAssignmentDocument({ form, comparison: null, names, format });
    times.push(performance.now() - start);
    bytes = doc.buffer.length;
  }
  const cpu = process.cpuUsage(cpuStart);
  const cpuPerRun = (cpu.user + cpu.system) / 1000 / RUNS;
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))];
  const verdict = median < TARGET_MS ? 'ok' : 'OVER TARGET';
  console.log(
    `${format.padEnd(4)}  runs ${RUNS}  median ${median.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${times.at(-1)?.toFixed(1)} ms  cpu ${cpuPerRun.toFixed(1)} ms/run  size ${(bytes / 1024).toFixed(1)} KB  (target < ${TARGET_MS} ms: ${verdict})`,
  );
}

// Wall time on a shared machine includes waiting for a core; CPU time per run shows the cost itself.
console.log(`Assignment form generation (load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`);
await measure('docx');
await measure('pdf');
