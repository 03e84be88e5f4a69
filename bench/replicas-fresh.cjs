'use strict';
// Fresh instances of the dev replica formats from the replicas' own generator, for the readers' benches:
// the specs of the dev files only (never a held-out file's), with the vehicle, state, deductible and number of
// comparables drawn anew from each seed. Values differ from every replica; layouts are the dev ones.
// Run by bench/replicas-fresh.sh, from a copy of the generator's src/ (it requires the generator's modules):
//   node src/replicas-fresh.cjs --seed N --count K --out DIR [--mode type3|text] [--family ccc|mitchell]
// The files land in DIR/docs and their truth is appended to DIR/truth.json.
const fs = require('node:fs');
const path = require('node:path');
const { makeRng } = require('./rng');
const D = require('./data');
const { makeCccValuation } = require('./ccc_valuation');
const { makeMitchell } = require('./mitchell');
const args = process.argv.slice(2);
const arg = (n, d) => (args.includes(n) ? args[args.indexOf(n) + 1] : d);
const seed = Number(arg('--seed', 777));
const count = Number(arg('--count', 10));
const OUT = arg('--out', path.join(process.cwd(), 'replicas-fresh'));
const mode = arg('--mode', 'type3');
const family = arg('--family', 'ccc');
const I = D.INSURERS;
const SF_CLAIM = (g) => `${g.digits(2)}-${g.digits(2)}${g.letters(1)}${g.digits(1)}-${g.digits(2)}${g.letters(1)}${g.digits(2)}`;
const ALL_CLAIM = (g) => `000${g.digits(9)}${g.letters(1)}0${g.int(1, 3)}`;
const NW_CLAIM = (g) => `${g.digits(6)}-${g.letters(2)}-${g.int(1, 4)}`;
const PROG_CLAIM = (g) => `24-${g.digits(9)}-0${g.int(1, 3)}`;
const CCC = [
  {
    vehicleIdx: 0,
    state: 'PA',
    insurer: I.statefarm.ccc,
    deductible: 500,
    statewide: true,
    repLabel: 'Claim Rep',
    appraiser: true,
    license: true,
    signature: true,
    claim: SF_CLAIM,
  },
  {
    vehicleIdx: 1,
    state: 'TX',
    insurer: I.allstate.ccc,
    deductible: 500,
    statewide: false,
    repLabel: 'Adjuster',
    refSuffix: true,
    fees: { title: 33, reg: 2.5 },
    missingKey: true,
    notes: true,
    claim: ALL_CLAIM,
  },
  {
    vehicleIdx: 11,
    state: 'PA',
    insurer: I.nationwide.ccc,
    deductible: 1000,
    statewide: true,
    refurb: true,
    repLabel: 'Adjuster',
    appraiser: true,
    license: true,
    signature: true,
    claim: NW_CLAIM,
  },
  { vehicleIdx: 5, state: 'NC', insurer: I.statefarm.ccc, deductible: 0, statewide: false, repLabel: 'Claim Rep', appraiser: true, claim: SF_CLAIM },
  { vehicleIdx: 8, state: 'CA', insurer: I.statefarm.ccc, deductible: 1000, statewide: false, repLabel: 'Claim Rep', appraiser: true, claim: SF_CLAIM },
];
const MIT = [
  {
    vehicleIdx: 5,
    state: 'FL',
    insurer: I.progressive.mitchell,
    insurerPhone: '(800) 555-0175',
    lossType: 'LIABILITY',
    fullParty: true,
    deductible: 0,
    taxes: true,
    showFees: true,
    soldComps: false,
    projectedSold: true,
    aftermarket: true,
    radius: 100,
    claim: PROG_CLAIM,
    reportId: (g) => `10${g.digits(8)}`,
  },
  {
    vehicleIdx: 11,
    state: 'CA',
    insurer: I.progressive.mitchell,
    insurerPhone: '(800) 555-0175',
    lossType: 'COLLISION',
    deductible: 750,
    soldComps: true,
    projectedSold: false,
    aftermarket: true,
    oemLabel: true,
    radius: 75,
    claim: PROG_CLAIM,
    reportId: (g) => `10${g.digits(8)}`,
  },
  {
    vehicleIdx: 7,
    state: 'TX',
    insurer: I.progressive.mitchell,
    insurerPhone: '(800) 555-0175',
    lossType: 'COMPREHENSIVE',
    deductible: 1000,
    taxes: true,
    soldComps: true,
    projectedSold: true,
    aftermarket: false,
    radius: 150,
    claim: PROG_CLAIM,
    reportId: (g) => `10${g.digits(8)}`,
  },
  {
    vehicleIdx: 13,
    state: 'OH',
    title: 'Market Survey Report',
    insurer: I.progressive.mitchell,
    insurerPhone: '(800) 555-0175',
    lossType: 'COLLISION',
    deductible: 500,
    soldComps: false,
    projectedSold: true,
    aftermarket: true,
    radius: 200,
    claim: PROG_CLAIM,
    reportId: (g) => `10${g.digits(8)}`,
  },
];
(async () => {
  fs.mkdirSync(path.join(OUT, 'docs'), { recursive: true });
  const master = makeRng(seed);
  const truth = fs.existsSync(path.join(OUT, 'truth.json')) ? JSON.parse(fs.readFileSync(path.join(OUT, 'truth.json'), 'utf8')) : [];
  const specs = family === 'ccc' ? CCC : MIT;
  for (let k = 0; k < count; k++) {
    const rng = master.fork(k + 1);
    const base = specs[k % specs.length];
    const nComps = 3 + ((k * 7 + seed) % 10);
    const states = Object.keys(D.STATES);
    const spec = {
      ...base,
      nComps,
      vehicleIdx: rng.int(0, D.VEHICLES.length - 1),
      state: rng.pick(states),
      deductible: rng.pick([0, 250, 500, 1000]),
      ...(family === 'ccc' ? { mode } : {}),
    };
    const { buf, truth: t } = await (family === 'ccc' ? makeCccValuation : makeMitchell)(rng, spec);
    const file = `fresh-${family}${family === 'ccc' ? `-${mode}` : ''}-s${seed}-${k}-${nComps}c.pdf`;
    fs.writeFileSync(path.join(OUT, 'docs', file), buf);
    truth.push({ file, ...t });
    console.log(file, t.text_layer);
  }
  fs.writeFileSync(path.join(OUT, 'truth.json'), `${JSON.stringify(truth, null, 1)}\n`);
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
