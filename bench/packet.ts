/**
 * The 15-file packet the benches analyze (5 PDFs: 3 with text, 2 scanned; 10 photos), and a
 * multipart body of files as the document calls take them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REAL_DOCS_DIR } from '../tests/fixtures/paths';
import { generateCorpus } from '../tests/fixtures/documents/generate';

const CORPUS = path.join(REAL_DOCS_DIR, '..');

export type Packet = Array<{ name: string; bytes: Buffer }>;

/** Each seed gives other bytes (nothing is answered from an earlier analysis). */
export async function packetFiles(seed: number, realPhotos: boolean): Promise<Packet> {
  const docs = await generateCorpus({ split: 'holdout', seed, perLayout: 1, scanned: 2, photosOfDocs: 4, carPhotos: 8 });
  const text = docs.filter((d) => d.variant === 'text').slice(0, 3);
  const scanned = docs.filter((d) => d.variant === 'scanned').slice(0, 2);
  const photoDir = path.join(CORPUS, 'real-photos');
  const photos = [
    ...(realPhotos ? fs.readdirSync(photoDir).map((f) => ({ name: f, bytes: fs.readFileSync(path.join(photoDir, f)) })) : []),
    ...docs.filter((d) => d.variant === 'photo' || d.variant === 'photo-of-document').map((d, i) => ({ name: `photo${i}.jpg`, bytes: d.bytes })),
  ].slice(0, 10);
  const packet = [
    ...text.map((d, i) => ({ name: `text${i}.pdf`, bytes: d.bytes })),
    ...scanned.map((d, i) => ({ name: `scan${i}.pdf`, bytes: d.bytes })),
    ...photos,
  ];
  if (packet.length !== 15) throw new Error(`the packet has ${packet.length} files, not 15`);
  return packet;
}

export function multipartFiles(files: Packet): { body: Uint8Array<ArrayBuffer>; type: string } {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: new Uint8Array(Buffer.concat(chunks)), type: `multipart/form-data; boundary=${boundary}` };
}
