import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createHash, randomBytes } from 'node:crypto';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobNotFoundError, type BlobStore, readBlob } from './blob-store.js';
import { LocalBlobStore } from './local-blob-store.js';
import { S3BlobStore } from './s3-blob-store.js';

const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'blob-test-'));
let s3server: S3rver;
let s3: S3BlobStore;

beforeAll(async () => {
  s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(tmpRoot, 's3'),
    configureBuckets: [{ name: 'claims-test', configs: [] }],
  });
  const { port } = (await s3server.run()) as unknown as { port: number };
  s3 = new S3BlobStore({
    bucket: 'claims-test',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'portal/',
  });
});

afterAll(async () => {
  s3?.destroy();
  await s3server?.close();
  fs.rmSync(tmpRoot, { recursive: true, force: true });
});

const stores: Array<[string, () => BlobStore]> = [
  ['local', () => new LocalBlobStore(path.join(tmpRoot, 'local'))],
  ['s3', () => s3],
];

describe.each(stores)('BlobStore contract: %s', (_name, make) => {
  it('stores a buffer under a generated key and reads it back', async () => {
    const store = make();
    const data = Buffer.from('%PDF-1.7 hello');
    const put = await store.put(data, { prefix: 'claims', contentType: 'application/pdf' });
    expect(put.key).toMatch(/^claims\/[a-f0-9]{32}$/);
    expect(put.size).toBe(data.length);
    expect(put.sha256).toBe(createHash('sha256').update(data).digest('hex'));
    expect(await store.exists(put.key)).toBe(true);
    expect(await readBlob(store, put.key)).toEqual(data);
  });

  it('stores a derived file under the server’s own key, replacing what was there whole', async () => {
    const store = make();
    const key = `letters/4/17-${Date.now()}-pdf`;
    expect((await store.put(Buffer.from('first'), { key, contentType: 'application/pdf' })).key).toBe(key);
    await store.put(Buffer.from('second drawing'), { key });
    expect((await readBlob(store, key)).toString()).toBe('second drawing');
    await expect(store.put(Buffer.from('x'), { key: '../outside' })).rejects.toThrow(/unsafe blob key/);
  });

  it('streams a multi-megabyte upload byte for byte (no chunk framing inside the object)', async () => {
    const store = make();
    const data = randomBytes(3 * 1024 * 1024 + 17);
    const chunks = [];
    for (let i = 0; i < data.length; i += 65536) chunks.push(data.subarray(i, i + 65536));
    const put = await store.put(Readable.from(chunks));
    expect(put.size).toBe(data.length);
    const back = await readBlob(store, put.key);
    expect(back.length).toBe(data.length);
    expect(createHash('sha256').update(back).digest('hex')).toBe(put.sha256);
  });

  it('deletes, and reports missing objects', async () => {
    const store = make();
    const put = await store.put(Buffer.from('bye'));
    await store.delete(put.key);
    expect(await store.exists(put.key)).toBe(false);
    await expect(store.get(put.key)).rejects.toBeInstanceOf(BlobNotFoundError);
    await store.delete(put.key); // deleting twice is fine
  });

  it('lists keys with their times', async () => {
    const store = make();
    const put = await store.put(Buffer.from('listed'), { prefix: 'lst' });
    const keys: string[] = [];
    for await (const item of store.list('lst/')) {
      keys.push(item.key);
      expect(item.lastModified).toBeInstanceOf(Date);
    }
    expect(keys).toContain(put.key);
  });

  it('refuses keys that could escape the store', async () => {
    const store = make();
    await expect(store.get('../etc/passwd')).rejects.toThrow(/unsafe blob key/);
    await expect(store.exists('a/../../b')).rejects.toThrow(/unsafe blob key/);
  });

  it('answers the health check', async () => {
    await expect(make().check()).resolves.toBeUndefined();
  });
});

describe('LocalBlobStore atomicity', () => {
  it('leaves no partial file when the source stream fails', async () => {
    const root = path.join(tmpRoot, 'atomic');
    const store = new LocalBlobStore(root);
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put(failing)).rejects.toThrow('client went away');
    const keys: string[] = [];
    for await (const item of store.list()) keys.push(item.key);
    expect(keys).toEqual([]);
    expect(fs.readdirSync(path.join(root, '.tmp'))).toEqual([]);
  });
});
