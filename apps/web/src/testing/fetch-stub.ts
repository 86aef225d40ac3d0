import type { ErrorCode } from '@app/contract';
import { vi } from 'vitest';

export type StubRequest = { method: string; path: string; body: unknown; headers: Headers };
type Handler = (request: StubRequest) => Response | Promise<Response>;

export const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const ok = (data: unknown, status = 200) =>
  jsonResponse(status, { success: true, message: 'OK', data });

/** A failure as the server's error handler answers it: only codes the contract knows. */
export const fail = (
  status: number,
  code: ErrorCode,
  message: string,
  errors?: { path: string; message: string }[],
) => jsonResponse(status, { success: false, message, code, ...(errors ? { errors } : {}) });

/**
 * Replaces fetch for one test. Each call is recorded; the handler answers by path.
 * Unhandled calls answer 401, as the real API does without a token.
 */
export function stubFetch(handler: Handler = () => fail(401, 'UNAUTHORIZED', 'Not authenticated')) {
  const calls: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request = {
      method: init.method ?? 'GET',
      path: url.pathname,
      body,
      headers: new Headers(init.headers),
    };
    calls.push(request);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
