import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Compresses API answers by Accept-Encoding. Built assets are compressed once at build time
 * (scripts/vite-precompress.ts) and sent as they are; registered before the static plugin.
 * Request bodies are never inflated: a small gzip body could otherwise expand past every limit.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    // Quality 4 costs about what gzip does; 11 (the default of zlib) is for build time only.
    brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
