/**
 * The standard security handler with the empty user password, for the budget pre-check only: pdf.js
 * opens such a file without asking anyone (it is how "permissions only" PDFs are protected), so the
 * pre-check must read its streams too, or a bomb could hide behind encryption. RC4 and AES-128 (R2–R4)
 * and AES-256 (R5, R6). Files that need a real password are refused by pdf.js itself.
 */
import crypto from 'node:crypto';

export type StreamDecryptor = (data: Buffer, objectNumber: number, generation: number) => Buffer;

const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

/** A decryptor for the file's streams, or null when the file is not encrypted or its handler is not one we read. */
export function streamDecryptor(bytes: Buffer): StreamDecryptor | null {
  if (bytes.indexOf('/Encrypt') < 0) return null;
  try {
    return standardHandler(bytes);
  } catch {
    // A damaged encryption dictionary: pdf.js will refuse the file as well.
    return null;
  }
}

function standardHandler(bytes: Buffer): StreamDecryptor | null {
  const text = bytes.toString('latin1');
  const ref = /\/Encrypt\s+(\d+)\s+(\d+)\s+R/.exec(text);
  let dict: string | null = null;
  if (ref) {
    const at = text.search(new RegExp(`(?<![0-9])${ref[1]}\\s+${ref[2]}\\s+obj\\b`));
    const end = at >= 0 ? text.indexOf('endobj', at) : -1;
    if (at >= 0) dict = text.slice(at, end < 0 ? at + 4096 : end);
  } else {
    const inline = /\/Encrypt\s*<</.exec(text);
    if (inline) dict = text.slice(inline.index, inline.index + 4096);
  }
  if (!dict || !/\/Filter\s*\/Standard\b/.test(dict)) return null;
  const num = (key: string) => Number(new RegExp(`/${key}\\s+(-?\\d+)`).exec(dict as string)?.[1] ?? Number.NaN);
  const r = num('R');
  const o = pdfString(dict, 'O');
  const u = pdfString(dict, 'U');
  if (!o || !u || Number.isNaN(r)) return null;
  const aes = /\/CFM\s*\/AESV2/.test(dict);
  if (r >= 5) {
    const ue = pdfString(dict, 'UE');
    if (!ue) return null;
    const salted = (salt: Buffer) => (r === 5 ? crypto.createHash('sha256').update(salt).digest() : hardenedHash(Buffer.alloc(0), salt));
    const intermediate = salted(u.subarray(40, 48));
    const decipher = crypto.createDecipheriv('aes-256-cbc', intermediate, Buffer.alloc(16));
    decipher.setAutoPadding(false);
    const key = Buffer.concat([decipher.update(ue.subarray(0, 32)), decipher.final()]);
    return (data) => aesDecrypt('aes-256-cbc', key, data);
  }
  const id = /\/ID\s*\[\s*<([0-9a-fA-F]*)>/.exec(text)?.[1] ?? '';
  const length = (Number.isNaN(num('Length')) ? 40 : num('Length')) / 8;
  const p = Buffer.alloc(4);
  p.writeInt32LE(num('P') | 0);
  const noMetadata = /\/EncryptMetadata\s+false/.test(dict);
  let key = crypto
    .createHash('md5')
    .update(Buffer.concat([PAD, o.subarray(0, 32), p, Buffer.from(id, 'hex'), r >= 4 && noMetadata ? Buffer.from([255, 255, 255, 255]) : Buffer.alloc(0)]))
    .digest()
    .subarray(0, r >= 3 ? length : 5);
  if (r >= 3) for (let i = 0; i < 50; i++) key = crypto.createHash('md5').update(key).digest().subarray(0, length);
  const fileKey = Buffer.from(key);
  return (data, objectNumber, generation) => {
    const extra = Buffer.from([objectNumber & 255, (objectNumber >> 8) & 255, (objectNumber >> 16) & 255, generation & 255, (generation >> 8) & 255]);
    const objectKey = crypto
      .createHash('md5')
      .update(Buffer.concat([fileKey, extra, aes ? Buffer.from('sAlT') : Buffer.alloc(0)]))
      .digest()
      .subarray(0, Math.min(fileKey.length + 5, 16));
    return aes ? aesDecrypt('aes-128-cbc', objectKey, data) : rc4(objectKey, data);
  };
}

function aesDecrypt(cipher: 'aes-128-cbc' | 'aes-256-cbc', key: Buffer, data: Buffer): Buffer {
  if (data.length < 32) return Buffer.alloc(0);
  try {
    const decipher = crypto.createDecipheriv(cipher, key, data.subarray(0, 16));
    decipher.setAutoPadding(false);
    const body = data.subarray(16, 16 + Math.floor((data.length - 16) / 16) * 16);
    return Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    return Buffer.alloc(0);
  }
}

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = new Uint8Array(256).map((_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + (s[i] ?? 0) + (key[i % key.length] ?? 0)) & 255;
    [s[i], s[j]] = [s[j] ?? 0, s[i] ?? 0];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + (s[i] ?? 0)) & 255;
    [s[i], s[j]] = [s[j] ?? 0, s[i] ?? 0];
    out[n] = (data[n] ?? 0) ^ (s[((s[i] ?? 0) + (s[j] ?? 0)) & 255] ?? 0);
  }
  return out;
}

/** ISO 32000-2 algorithm 2.B for the empty password (R6). */
function hardenedHash(password: Buffer, salt: Buffer): Buffer {
  let k = crypto
    .createHash('sha256')
    .update(Buffer.concat([password, salt]))
    .digest();
  let e = Buffer.alloc(0);
  for (let round = 0; round < 64 || (e[e.length - 1] ?? 0) > round - 32; round++) {
    const k1 = Buffer.concat(Array(64).fill(Buffer.concat([password, k])));
    const cipher = crypto.createCipheriv('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32));
    cipher.setAutoPadding(false);
    e = Buffer.concat([cipher.update(k1), cipher.final()]);
    let sum = 0;
    for (let i = 0; i < 16; i++) sum += e[i] ?? 0;
    k = crypto
      .createHash(['sha256', 'sha384', 'sha512'][sum % 3] as string)
      .update(e)
      .digest();
  }
  return k.subarray(0, 32);
}

/** A string value of the dictionary (literal with its escapes, or hex). */
function pdfString(dict: string, key: string): Buffer | null {
  const at = new RegExp(`/${key}\\s*([(<])`).exec(dict);
  if (!at) return null;
  let i = at.index + at[0].length;
  if (at[1] === '<') {
    const end = dict.indexOf('>', i);
    return Buffer.from(dict.slice(i, end).replace(/\s/g, ''), 'hex');
  }
  const out: number[] = [];
  const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };
  for (let depth = 1; i < dict.length; i++) {
    const c = dict[i] as string;
    if (c === '\\') {
      const next = dict[++i] as string;
      if (next in escapes) out.push(escapes[next] as number);
      else if (/[0-7]/.test(next)) {
        let oct = next;
        while (oct.length < 3 && /[0-7]/.test(dict[i + 1] ?? '')) oct += dict[++i];
        out.push(Number.parseInt(oct, 8) & 255);
      } else if (next === '\r' && dict[i + 1] === '\n') i++;
      else if (next !== '\n' && next !== '\r') out.push(next.charCodeAt(0));
      continue;
    }
    if (c === '(') depth++;
    if (c === ')' && --depth === 0) break;
    out.push(c.charCodeAt(0) & 255);
  }
  return Buffer.from(out);
}
