import type { FieldError, SuccessEnvelope } from '@app/contract';
import { authStorage } from './auth-storage';

export const API_BASE_PATH = '/api/v1';

/** A failure answered by the server: carries the envelope's status, code, message and field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[];
  readonly requestId: string | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    errors?: FieldError[];
    requestId?: string;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? [];
    this.requestId = init.requestId;
  }
}

const serverUnreachable = 'The server could not be reached';

/** The request never got an answer (offline, DNS, server down). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(cause: unknown) {
    super(serverUnreachable, { cause });
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Why a request failed, for a person: the server's reason when it gave one, else `otherwise`. */
export const failureReason = (error: unknown, otherwise = serverUnreachable): string =>
  isApiError(error) ? error.message : otherwise;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: Method;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** The body as JSON; undefined when there is none or it is not JSON (a proxy's HTML page). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isSuccess = (body: unknown): body is SuccessEnvelope<unknown> =>
  typeof body === 'object' && body !== null && 'success' in body && body.success === true;

/**
 * A failure, read with the contract's envelope schema. The schema brings zod (about 24 KB
 * compressed), which the sign-in page's budget has no room for, so it loads with the first
 * failure. An answer that is not the envelope, or a schema that cannot load (the server is
 * out of reach; lib/stale-chunks.ts may then load the page anew), leaves the status to say
 * what happened.
 */
async function toApiError(response: Response, body: unknown): Promise<ApiError> {
  const schema = await import('@app/contract/common').then(
    (contract) => contract.errorEnvelopeSchema,
    () => undefined,
  );
  const envelope = schema?.safeParse(body);
  if (envelope?.success) return new ApiError({ status: response.status, ...envelope.data });
  return new ApiError({
    status: response.status,
    code: response.ok ? 'BAD_RESPONSE' : 'UNKNOWN',
    message: response.ok
      ? 'Unexpected response from server'
      : `Request failed with status ${response.status}`,
  });
}

function buildBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

/**
 * Calls the API and returns the envelope's `data`. The bearer token goes on every
 * call that has one: the server answers each call for the viewer who sends it.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  const token = authStorage.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: buildBody(options.body, headers),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError(error);
  }

  const body = await readBody(response);
  if (!response.ok || !isSuccess(body)) throw await toApiError(response, body);
  return body.data as T;
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const apiClient = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
