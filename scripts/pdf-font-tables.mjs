// Writes src/server/documents/text/pdf-text/font-tables.json: the encodings, glyph names, standard-font
// metrics and font-name maps that pdf.js (Apache-2.0, Mozilla) builds into its worker, taken from the
// installed pdfjs-dist so that the text reader (text/pdf-text/) maps codes and widths exactly as pdf.js does.
// Run again after upgrading pdfjs-dist: node scripts/pdf-font-tables.mjs
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const worker = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'legacy/build/pdf.worker.mjs');
const src = fs.readFileSync(worker, 'utf8');
const version = JSON.parse(fs.readFileSync(path.join(path.dirname(worker), '../../package.json'), 'utf8')).version;

/** The source of a top-level `const name = …;` statement, ended by the first line that closes it. */
function statement(name, endMarker) {
  const start = src.indexOf(`\nconst ${name} = `);
  if (start < 0) throw new Error(`${name} not found in ${worker}`);
  const end = src.indexOf(endMarker, start);
  return src.slice(start + 1, end + endMarker.length);
}
function evaluate(name, endMarker = '\n});\n') {
  const body = statement(name, endMarker);
  const factory = `function getLookupTableFactory(init) { let t; return () => { if (init) { t = Object.create(null); init(t); init = null; } return t; }; }\n`;
  return new Function(`${factory}${body}\nreturn ${name};`)();
}
const encodings = {};
for (const n of ['WinAnsiEncoding', 'StandardEncoding', 'MacRomanEncoding', 'SymbolSetEncoding', 'ZapfDingbatsEncoding', 'MacExpertEncoding']) encodings[n] = evaluate(n, '];');
const metrics = evaluate('getMetrics')();
const metricsOut = {};
for (const [font, m] of Object.entries(metrics)) metricsOut[font] = typeof m === 'number' ? m : { ...m() };
const tables = {
  source: `pdfjs-dist ${version} (Apache-2.0), scripts/pdf-font-tables.mjs`,
  encodings,
  glyphsUnicode: { ...evaluate('getGlyphsUnicode')() },
  metrics: metricsOut,
  stdFontMap: { ...evaluate('getStdFontMap')() },
  nonStdFontMap: { ...evaluate('getNonStdFontMap')() },
  serifFonts: Object.keys(evaluate('getSerifFonts')()),
  symbolsFonts: Object.keys(evaluate('getSymbolsFonts')()),
};
const out = path.resolve(import.meta.dirname, '../src/server/documents/text/pdf-text/font-tables.json');
fs.writeFileSync(out, `${JSON.stringify(tables)}\n`);
console.log(`${out}: ${Object.keys(tables.glyphsUnicode).length} glyph names, ${Object.keys(metricsOut).length} fonts' metrics (${fs.statSync(out).size} bytes)`);
