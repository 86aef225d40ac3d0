import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testDatabaseKinds } from '../test/databases';

/** The status, headers and first bytes of the event stream, read off a real socket. */
function openEventStream(base: string, headers: Record<string, string>) {
  return new Promise<{ status?: number; headers: Record<string, unknown>; first: Buffer }>(
    (resolve, reject) => {
      const req = request(`${base}/api/v1/events`, { headers }, (response) => {
        response.once('data', (chunk: Buffer) => {
          resolve({ status: response.statusCode, headers: response.headers, first: chunk });
          req.destroy();
        });
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe.each(testDatabaseKinds)('compressed API answers on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ headers } = await t.signedInUser());
    for (let i = 0; i < 8; i += 1) {
      await t.inject({
        method: 'POST',
        url: '/api/v1/post/new',
        headers,
        payload: { content: `Post number ${i}: ${'a thought worth sharing '.repeat(4)}` },
      });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (acceptEncoding?: string) =>
    t.inject({
      method: 'POST',
      url: '/api/v1/post/list',
      headers: acceptEncoding ? { ...headers, 'accept-encoding': acceptEncoding } : headers,
      payload: { pageNum: 1, pageSize: 20 },
    });

  it('sends a large JSON answer as brotli or gzip, decoding to the same JSON, still private', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const expected = plain.json();
    // The eight written first, and any another test of this file wrote before this one ran.
    expect(expected.data.postList.length).toBeGreaterThanOrEqual(8);

    // These come from the list cache, which keeps the plain JSON: compressed on the way out.
    for (const [acceptEncoding, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['br;q=1, gzip;q=0.5', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      const response = await list(acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(expected);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(String(response.headers.vary)).toMatch(/Authorization/);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    }
  });

  it('follows the client’s weights, and sends plain JSON when none of ours is acceptable', async () => {
    for (const [acceptEncoding, encoding] of [
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['*', 'br'],
      ['br;q=0, *;q=0.1', 'gzip'],
      ['gzip;q=0, br;q=0', undefined],
      ['identity', undefined],
      ['deflate', undefined],
    ] as const) {
      const response = await list(acceptEncoding);
      expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    }
  });

  it('compresses a large answer (over 64 KiB) the same way', async () => {
    const many = await t.signedInUser();
    for (let i = 0; i < 60; i += 1) {
      await t.writePost(many, `Long post ${i}: ${'words that fill a long post '.repeat(30)}`);
    }
    const payload = { pageSize: 60, filters: { author: many.user._id } };
    const request = { method: 'POST' as const, url: '/api/v1/post/list', payload };
    const plain = await t.inject({ ...request, headers: many.headers });
    expect(plain.rawPayload.length).toBeGreaterThan(64 * 1024);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await t.inject({
        ...request,
        headers: { ...many.headers, 'accept-encoding': encoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('leaves a small JSON answer as it is', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().data).toEqual({ status: 'ok', db: 'ok' });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('never compresses the event stream, so each event leaves at once', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(base, {
      ...headers,
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.first.toString()).toContain('retry: 1000');
  });
});
