import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noLoadShedding } from '../../test/app';
import { createTestDatabase } from '../../test/databases';
import { buildApp } from '../app';
import { parseConfig } from '../config';

const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const page = `<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body>${'<p>app</p>'.repeat(150)}</body></html>`;

/** A built web app as `vite build` leaves it: hashed assets, index.html, compressed copies. */
function fakeDist() {
  const dist = mkdtempSync(join(tmpdir(), 'social-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  const files = { 'index.html': page, 'assets/app-abc123.js': script };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dist, name), text);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(join(dist, 'assets/logo-def456.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return dist;
}

describe('the web app’s files', () => {
  let app: FastifyInstance;
  let dist: string;
  let mediaDir: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    dist = fakeDist();
    const database = await createTestDatabase('sqlite');
    drop = database.drop;
    mediaDir = mkdtempSync(join(tmpdir(), 'social-media-'));
    const config = { ...parseConfig({ RATE_LIMITS: 'off' }), mediaDir };
    app = await buildApp({
      config,
      database: database.handle,
      webDist: dist,
      overloadBounds: noLoadShedding,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
    for (const dir of [dist, mediaDir]) rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the brotli copy to a browser that accepts brotli', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.rawPayload).toEqual(brotliCompressSync(script));
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to one that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const gzipped = await get('/assets/app-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const plain = await get('/assets/app-abc123.js', acceptEncoding);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('Accept-Encoding');
      expect(plain.body).toBe(script);
    }
  });

  it('lets browsers keep hashed assets for a year without asking again', async () => {
    for (const url of ['/assets/app-abc123.js', '/assets/logo-def456.png']) {
      for (const acceptEncoding of [undefined, 'br']) {
        const response = await get(url, acceptEncoding);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    }
  });

  it('has index.html revalidated, compressed like the assets', async () => {
    const response = await get('/index.html', 'br, gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
    expect(response.headers.etag).toBeTruthy();
  });

  it('answers a client-side route with index.html, revalidated and compressed', async () => {
    for (const url of ['/', '/sign-in', '/post/0190a1b2-c3d4']) {
      const brotli = await get(url, 'gzip, deflate, br');
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers['cache-control']).toBe('no-cache');
      expect(brotli.headers['content-type']).toMatch(/^text\/html/);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toContain('Accept-Encoding');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(page);

      const gzipped = await get(url, 'gzip');
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.rawPayload).toString()).toBe(page);

      const plain = await get(url);
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(page);
    }
  });

  it('still answers unknown API paths with the JSON 404', async () => {
    const response = await get('/api/v1/no/such/thing', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
