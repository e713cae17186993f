import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SERVER_ROOT } from '../../../lib/paths';
import type { AssetUrls } from './html';

/** Found the same way from src/ (tsx, vitest) and from the bundled dist/main.js. */
const ASSETS_DIR = path.join(SERVER_ROOT, 'src', 'modules', 'oidc', 'pages', 'assets');

const FILES = {
  'idp.css': 'text/css; charset=utf-8',
  'idp.js': 'text/javascript; charset=utf-8',
} as const;

/**
 * Serves the identity pages' stylesheet and script at /idp/assets/*, with their content hash in
 * the URL so browsers may keep them for a year.
 */
export function registerIdpAssets(app: FastifyInstance): AssetUrls {
  const urls: Record<string, string> = {};
  for (const [name, type] of Object.entries(FILES)) {
    const body = readFileSync(path.join(ASSETS_DIR, name));
    const version = createHash('sha256').update(body).digest('hex').slice(0, 12);
    urls[name] = `/idp/assets/${name}?v=${version}`;
    app.get(`/idp/assets/${name}`, async (_request, reply) =>
      reply.type(type).header('cache-control', 'public, max-age=31536000, immutable').send(body),
    );
  }
  return { css: urls['idp.css']!, js: urls['idp.js']! };
}
