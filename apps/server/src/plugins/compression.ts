import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers are compressed when the client asks (Brotli, else gzip) and they are worth it (1 KB and
 * up). Built assets are compressed once, at build time (apps/web/scripts/precompress.mjs), and
 * served as they are (plugins/spa.ts); this covers what is made per request, JSON above all.
 * Brotli at quality 4 costs about what gzip does and still wins on size: the default (11) is for
 * files compressed once, not for answers. Live streams hijack their reply and stay uncompressed,
 * so every event is flushed as it is written.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
