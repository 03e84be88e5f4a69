import { createHash } from 'node:crypto';
import { PassThrough, type Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, BlobNotFoundError, type BlobStore, type PutResult } from './blob-store.js';
import { newBlobKey } from './local-blob-store.js';

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Key prefix inside the bucket, e.g. "claims-portal/". */
  prefix: string;
}

/** Blobs in an S3-compatible bucket. A PUT is atomic on S3, so no temp object is needed. */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly options: S3BlobStoreOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
      // Without these, streamed PUTs to some S3-compatible servers store aws-chunked framing
      // inside the object (see STACK.md).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectKey(key: string): string {
    assertSafeKey(key);
    return `${this.options.prefix}${key}`;
  }

  async put(body: Buffer | Readable, options: { contentType?: string; prefix?: string; key?: string } = {}): Promise<PutResult> {
    const key = options.key ?? newBlobKey(options.prefix);
    const hash = createHash('sha256');
    let size = 0;
    let payload: Buffer | Readable;
    if (Buffer.isBuffer(body)) {
      hash.update(body);
      size = body.length;
      payload = body;
    } else {
      const counter = new Transform({
        transform(chunk: Buffer, _enc, cb) {
          hash.update(chunk);
          size += chunk.length;
          cb(null, chunk);
        },
      });
      payload = body.pipe(counter).pipe(new PassThrough());
      body.on('error', (err) => (payload as PassThrough).destroy(err));
    }
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.options.bucket,
        Key: this.objectKey(key),
        Body: payload,
        ContentType: options.contentType ?? 'application/octet-stream',
      },
    });
    await upload.done();
    return { key, size, sha256: hash.digest('hex') };
  }

  async get(key: string): Promise<Readable> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
      return res.Body as Readable;
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') throw new BlobNotFoundError(key);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (err) {
      if (err instanceof NotFound || (err as { name?: string }).name === 'NotFound') return false;
      if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
      throw err;
    }
  }

  async *list(prefix = ''): AsyncIterable<{ key: string; lastModified: Date }> {
    let token: string | undefined;
    do {
      const res = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: `${this.options.prefix}${prefix}`,
          ContinuationToken: token,
        }),
      );
      for (const obj of res.Contents ?? []) {
        if (!obj.Key) continue;
        yield { key: obj.Key.slice(this.options.prefix.length), lastModified: obj.LastModified ?? new Date(0) };
      }
      token = res.IsTruncated ? res.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }));
  }

  destroy(): void {
    this.client.destroy();
  }
}
