import fs from 'node:fs';
import { openPdf, renderPdfPage } from '../../src/server/documents/text/pdf.js';
const [file, out] = process.argv.slice(2);
const doc = await openPdf(fs.readFileSync(file));
for (let i = 1; i <= doc.numPages; i++) fs.writeFileSync(`${out}-${i}.png`, (await renderPdfPage(doc, i, 80)).png);
console.log('pages', doc.numPages);
