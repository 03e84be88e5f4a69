import path from 'node:path';
import type { Config } from '../config.js';
import type { BlobStore } from './blob-store.js';
import { LocalBlobStore } from './local-blob-store.js';
import { S3BlobStore } from './s3-blob-store.js';

/** The configured store: S3 when S3_BUCKET is set, else files under DATA_DIR/files. */
export function createBlobStore(config: Config): BlobStore {
  if (config.S3_BUCKET) {
    return new S3BlobStore({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
      prefix: config.S3_PREFIX,
    });
  }
  return new LocalBlobStore(path.join(config.dataDir, 'files'));
}
