import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

const BIG = `export const rows = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ i })))};`;

describe('serving the built web app', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(os.tmpdir(), 'pulso-web-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(webDir, 'assets', 'index-4f2a9c.js'), 'console.log(1)');
    await writeFile(path.join(webDir, 'theme-init.js'), 'void 0');
    // What the build's precompress step leaves beside a large file.
    await writeFile(path.join(webDir, 'assets', 'app-9b1e7d.js'), BIG);
    await writeFile(path.join(webDir, 'assets', 'app-9b1e7d.js.br'), brotliCompressSync(BIG));
    await writeFile(path.join(webDir, 'assets', 'app-9b1e7d.js.gz'), gzipSync(BIG));
    t = await createTestApp({ env: { WEB_DIR: webDir, PUBLIC_URL: 'http://localhost:3010' } });
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

  it.each(['127.0.0.1:3010', '[::1]:3010'])(
    'sends a page load on the loopback alias %s to the same path on PUBLIC_URL (issue 18)',
    async (host) => {
      const res = await t.app.inject({ url: '/accounts?x=1', headers: { host } });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('http://localhost:3010/accounts?x=1');
    },
  );

  it('keeps a path that looks like another host on PUBLIC_URL', async () => {
    const res = await t.app.inject({
      url: '//evil.example/x',
      headers: { host: '127.0.0.1:3010' },
    });
    expect(res.headers.location).toBe('http://localhost:3010//evil.example/x');
  });

  it('does not redirect PUBLIC_URL itself, other ports or hosts, the API, OIDC or assets', async () => {
    const page = (host: string, url = '/accounts') => t.app.inject({ url, headers: { host } });
    for (const host of ['localhost:3010', '127.0.0.1:5173', 'pulso.example:3010']) {
      expect((await page(host)).statusCode, host).toBe(200);
    }
    expect((await page('127.0.0.1:3010', '/api/health')).statusCode).toBe(200);
    expect((await page('127.0.0.1:3010', '/api/nothing')).statusCode).toBe(404);
    expect(
      (await page('127.0.0.1:3010', '/oidc/.well-known/openid-configuration')).statusCode,
    ).toBe(200);
    expect((await page('127.0.0.1:3010', '/theme-init.js')).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/accounts',
          headers: { host: '127.0.0.1:3010' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("sends the build's precompressed copy to a client that accepts it, the file to one that does not (issue 39)", async () => {
    const br = await t.app.inject({
      url: '/assets/app-9b1e7d.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(BIG.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG);

    const gz = await t.app.inject({
      url: '/assets/app-9b1e7d.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG);

    const plain = await t.app.inject({ url: '/assets/app-9b1e7d.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG);
  });

  it('compresses a JSON answer worth it when asked, and leaves small ones alone (issue 39)', async () => {
    const docs = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('br');
    const spec = JSON.parse(brotliDecompressSync(docs.rawPayload).toString());
    expect(spec.openapi).toMatch(/^3\./);

    const gz = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).openapi).toMatch(/^3\./);

    const health = await t.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: expect.any(String) });
  });
});
