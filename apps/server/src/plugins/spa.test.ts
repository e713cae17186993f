import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

describe('serving the built web app', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(os.tmpdir(), 'pulso-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(webDir, 'assets', 'index-4f2a9c.js'), 'console.log(1)');
    await writeFile(path.join(webDir, 'theme-init.js'), 'void 0');
    t = await createTestApp({ env: { WEB_DIR: webDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject('/assets/index-4f2a9c.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates files that are not hashed', async () => {
    const res = await t.app.inject('/theme-init.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/accounts', '/public/accounts', '/some/deep/link?x=1'])(
    'answers index.html for %s',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('does not answer index.html for API paths, missing assets or other methods', async () => {
    expect((await t.app.inject('/api/nothing')).statusCode).toBe(404);
    expect((await t.app.inject('/api/nothing')).headers['content-type']).toMatch(/json/);
    expect((await t.app.inject('/assets/missing-123.js')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/accounts' })).statusCode).toBe(404);
  });
});
