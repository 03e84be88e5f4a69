import PDFDocument from 'pdfkit';

/** A one-page text PDF of these lines, the first as a heading: a test's own small document. */
export function textPdf(lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 50 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(16).text(lines[0] ?? '');
    doc.moveDown();
    doc.fontSize(11);
    for (const line of lines.slice(1)) doc.text(line);
    doc.end();
  });
}
