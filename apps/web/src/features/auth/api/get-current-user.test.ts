import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { getCurrentUser } from './get-current-user';

describe('getCurrentUser', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('logs a failed check, but not one given up as its query was cancelled', async () => {
    window.localStorage.setItem('token', 'secret-token');
    window.localStorage.setItem('userId', 'someone');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(getCurrentUser()).rejects.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);

    const cancelled = new AbortController();
    stubFetch(() => {
      cancelled.abort();
      return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
    await expect(getCurrentUser(cancelled.signal)).rejects.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
