import { messages } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { testDatabaseKinds } from '../test/databases';
import { defaultOverloadBounds } from './plugins/backpressure';

describe.each(testDatabaseKinds)('API conventions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers /health with the database state, without a token', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: messages.healthy,
      data: { status: 'ok', db: 'ok' },
    });
  });

  it('answers an unknown API path with 404 in the envelope, with or without a token', async () => {
    const { headers } = await t.signedInUser();
    for (const options of [{}, { headers }]) {
      const response = await t.inject({ method: 'GET', url: '/api/v1/no/such/thing', ...options });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'NOT_FOUND',
        message: messages.routeNotFound,
      });
    }
  });

  it('answers malformed JSON with 400 and a body over 64 KiB with 413', async () => {
    const headers = { 'content-type': 'application/json' };
    const malformed = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers,
      payload: '{"email": "a@b.c",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      success: false,
      code: 'BAD_REQUEST',
      message: messages.malformedJson,
    });

    const huge = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(70 * 1024) });
    const tooLarge = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers,
      payload: huge,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: messages.payloadTooLarge,
    });
  });

  it('answers a wrong media type with 415 and prototype pollution with 400', async () => {
    const wrongType = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });

    const polluted = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"A","__proto__":{"isAdmin":true}}',
    });
    expect(polluted.statusCode).toBe(400);
    expect(polluted.json().success).toBe(false);
  });

  it('answers a missing body with 400 in the envelope', async () => {
    const response = await t.inject({ method: 'POST', url: '/api/v1/auth/signup' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('marks API answers private and varying by token, with security headers and a request id', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toContain('Authorization');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the request id in error answers', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/user/me' });
    expect(response.json().requestId).toBe(response.headers['x-request-id']);
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/signup',
        '/api/v1/auth/login',
        '/api/v1/auth/logout',
        '/api/v1/user/me',
        '/api/v1/health',
      ]),
    );
    const signUpBody =
      doc.paths['/api/v1/auth/signup'].post.requestBody.content['application/json'].schema;
    expect(signUpBody.required).toEqual(
      expect.arrayContaining(['name', 'username', 'email', 'phone', 'password']),
    );
  });

  it('does not answer the legacy hosted-backend paths', async () => {
    for (const url of [
      '/api/v1/account/sessions',
      '/api/v1/databases/x/collections/y/documents',
      '/api/v1/storage/buckets/b/files',
    ]) {
      expect((await t.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('overload', () => {
  it('answers 503 with Retry-After while the event loop is blocked, and recovers', async () => {
    const t = await createTestApp('sqlite', {}, { overloadBounds: defaultOverloadBounds });
    try {
      const author = await t.signedInUser();
      // The server judges the loop by its mean delay over each sample (a second). A hold
      // begun mid-sample is averaged with the idle ticks before it, so this one starts as a
      // sample does, which is how a saturated process looks.
      const sampled = () => t.app.memoryUsage().eventLoopUtilized;
      const before = sampled();
      while (sampled() === before) await new Promise((r) => setTimeout(r, 1));
      const until = Date.now() + 2500;
      while (Date.now() < until) {
        // Hold the event loop, as an overloaded process would.
      }
      await new Promise((r) => setTimeout(r, 50));
      const busy = await t.inject({ method: 'GET', url: '/api/v1/user/me' });
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      // Turned away before any route runs: the write below never happens.
      const write = await t.inject({
        method: 'POST',
        url: '/api/v1/post/new',
        headers: author.headers,
        payload: { content: 'written under pressure' },
      });
      expect(write.statusCode).toBe(503);
      await new Promise((r) => setTimeout(r, 1500));
      expect((await t.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
      const posts = await t.db.selectFrom('posts').select('id').execute();
      expect(posts).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
