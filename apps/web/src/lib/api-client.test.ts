import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, jsonResponse, ok, stubFetch } from '@/testing/fetch-stub';
import { ApiError, apiClient, NetworkError } from './api-client';
import { authStorage } from './auth-storage';

afterEach(() => authStorage.clear());

describe('apiClient', () => {
  it('sends JSON with the bearer token and returns the envelope data', async () => {
    authStorage.setSession('secret-token', 'user-1');
    const { calls } = stubFetch(() => ok({ answer: 42 }));

    await expect(apiClient.post('/things', { a: 1 })).resolves.toEqual({ answer: 42 });
    expect(calls[0]?.path).toBe('/api/v1/things');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ a: 1 });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no token and no JSON content type when there is none', async () => {
    const { calls } = stubFetch(() => ok({}));

    await apiClient.post('/auth/logout');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('throws an ApiError with status, code, message and field errors', async () => {
    stubFetch(() =>
      fail(400, 'VALIDATION_ERROR', 'Some fields are not valid', [
        { path: 'email', message: 'Invalid email' },
      ]),
    );

    const error = await apiClient.get('/user/me').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Some fields are not valid',
      errors: [{ path: 'email', message: 'Invalid email' }],
    });
  });

  it('turns a failed fetch into a NetworkError', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiClient.get('/user/me')).rejects.toBeInstanceOf(NetworkError);
  });

  it.each([
    ['HTML from a proxy', new Response('<html>Bad gateway</html>', { status: 502 })],
    ['an empty body', new Response(null, { status: 502 })],
    ['JSON in another shape', jsonResponse(502, { statusCode: 502, error: 'Bad Gateway' })],
    ['an envelope without a message', jsonResponse(502, { success: false, code: 'NOT_FOUND' })],
    [
      'an envelope with a code the contract does not know',
      jsonResponse(502, { success: false, message: 'Gateway down', code: 'GATEWAY' }),
    ],
  ])(
    'turns a failure that is not the envelope (%s) into an ApiError with its status',
    async (_, answer) => {
      stubFetch(() => answer);

      const error = await apiClient.get('/user/me').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 502,
        code: 'UNKNOWN',
        message: 'Request failed with status 502',
        errors: [],
      });
    },
  );

  it('refuses a success status whose body is not the envelope (the web app served for a wrong path)', async () => {
    stubFetch(() => new Response('<!doctype html><div id="root"></div>', { status: 200 }));

    await expect(apiClient.get('/user/me')).rejects.toMatchObject({
      status: 200,
      code: 'BAD_RESPONSE',
      message: 'Unexpected response from server',
    });
  });
});

describe('apiClient when the envelope schema cannot load', () => {
  it('still fails with the status, not with the failed download', async () => {
    vi.resetModules();
    vi.doMock('@app/contract/common', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const fresh = await import('./api-client');
    stubFetch(() => fail(404, 'NOT_FOUND', 'No such post'));

    await expect(fresh.apiClient.get('/post/1')).rejects.toMatchObject({
      status: 404,
      code: 'UNKNOWN',
      message: 'Request failed with status 404',
    });
    vi.doUnmock('@app/contract/common');
  });
});
