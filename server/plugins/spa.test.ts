import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.ts';

let webDir: string;
let ctx: TestContext;
const bundle = `console.warn(${JSON.stringify('barback '.repeat(2000))});`;
// The build's brotli file, written at the highest quality with a window of its own: other bytes
// than the server's on-the-fly compression makes of the same bundle.
const prebuiltBrotli = brotliCompressSync(Buffer.from(bundle), {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 10 },
});

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'barback-web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>Barback</title><div id="root"></div>',
  );
  await writeFile(path.join(webDir, 'assets', 'index-abc123.js'), bundle);
  await writeFile(path.join(webDir, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
  await writeFile(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(webDir, 'manifest.webmanifest'), '{"name":"Barback"}');
  await writeFile(path.join(webDir, 'assets', 'vendor-def456.js'), bundle);
  await writeFile(path.join(webDir, 'assets', 'vendor-def456.js.br'), prebuiltBrotli);
  ctx = await createTestApp({ config: { webDistDir: webDir } });
});
afterAll(async () => {
  await ctx.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves index.html for every page path (history fallback)', async () => {
    for (const url of ['/', '/dashboard/123/stocklist', '/login?next=/items', '/orders']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sets a content security policy that allows only its own scripts', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/dashboard' });
    const policy = response.headers['content-security-policy'] as string;
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('serves the service worker and the manifest as themselves, checked on every visit', async () => {
    // A cached worker would keep a phone on an old build until the cache expired.
    const worker = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^application\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toContain('addEventListener');
    const policy = worker.headers['content-security-policy'] as string;
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");

    const manifest = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toEqual({ name: 'Barback' });
  });

  it('serves hashed assets for a year, compressed', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(bundle);
  });

  it('sends the brotli file written at build time when the browser accepts it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/vendor-def456.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(bundle);
    expect(response.rawPayload.equals(prebuiltBrotli), 'the bytes of the .br file').toBe(true);
  });

  it('serves robots.txt as the real file', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.body).toContain('Disallow: /api/');
  });

  it('answers 404 to a missing file and to unknown API routes, never the page', async () => {
    const missingAsset = await ctx.app.inject({ method: 'GET', url: '/assets/gone-999.js' });
    expect(missingAsset.statusCode).toBe(404);
    const api = await ctx.app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
    const post = await ctx.app.inject({ method: 'POST', url: '/dashboard' });
    expect(post.statusCode).toBe(404);
  });
});
