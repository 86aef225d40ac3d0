import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
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

  it('turns a non-JSON failure into an ApiError and a failed fetch into a NetworkError', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiClient.get('/user/me')).rejects.toMatchObject({ status: 502 });

    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiClient.get('/user/me')).rejects.toBeInstanceOf(NetworkError);
  });
});
