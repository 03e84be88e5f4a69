import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, BlobNotFoundError, type BlobStore, type PutResult } from './blob-store.js';

export function newBlobKey(prefix = ''): string {
  const id = randomBytes(16).toString('hex');
  const clean = prefix.replace(/[^a-z0-9_-]/g, '');
  return clean ? `${clean}/${id}` : id;
}

/** Blobs as files under a folder: written to a temp file, fsynced, then renamed into place. */
export class LocalBlobStore implements BlobStore {
  readonly kind = 'local' as const;
  private readonly tmpDir: string;

  constructor(private readonly root: string) {
    this.tmpDir = path.join(root, '.tmp');
    fs.mkdirSync(this.tmpDir, { recursive: true });
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(body: Buffer | Readable, options: { prefix?: string; key?: string } = {}): Promise<PutResult> {
    const key = options.key ?? newBlobKey(options.prefix);
    const target = this.pathOf(key);
    const tmp = path.join(this.tmpDir, `${randomBytes(8).toString('hex')}.part`);
    const hash = createHash('sha256');
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        hash.update(chunk);
        size += chunk.length;
        cb(null, chunk);
      },
    });
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    try {
      await pipeline(source, counter, fs.createWriteStream(tmp));
      // Flush to disk before the rename makes the blob visible, so a crash never leaves a torn file.
      const handle = await fsp.open(tmp, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(tmp, target);
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      throw err;
    }
    return { key, size, sha256: hash.digest('hex') };
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    try {
      const handle = await fsp.open(file, 'r');
      return handle.createReadStream();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobNotFoundError(key);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    const file = this.pathOf(key);
    try {
      await fsp.access(file);
      return true;
    } catch {
      return false;
    }
  }

  async *list(prefix = ''): AsyncIterable<{ key: string; lastModified: Date }> {
    const walk = async function* (dir: string, rel: string): AsyncIterable<{ key: string; lastModified: Date }> {
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        if (entry.name === '.tmp') continue;
        const relKey = rel ? `${rel}/${entry.name}` : entry.name;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) yield* walk(full, relKey);
        else if (entry.isFile() && relKey.startsWith(prefix)) {
          const stat = await fsp.stat(full);
          yield { key: relKey, lastModified: stat.mtime };
        }
      }
    };
    yield* walk(this.root, '');
  }

  async check(): Promise<void> {
    await fsp.access(this.root, fs.constants.W_OK);
  }
}
