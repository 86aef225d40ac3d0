import { useCallback, useRef } from 'react';

/** A random UUID; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One Idempotency-Key per submit: submitting the same values again after a failure
 * (the answer may have been lost on the way back) reuses the key, so the server
 * writes once; new values, or `reset()` after a success, get a new key.
 */
export function useIdempotencyKey() {
  const current = useRef<{ key: string; fingerprint: string } | null>(null);

  const keyFor = useCallback((values: unknown): string => {
    const fingerprint = JSON.stringify(values);
    if (current.current?.fingerprint !== fingerprint) {
      current.current = { key: newIdempotencyKey(), fingerprint };
    }
    return current.current.key;
  }, []);

  const reset = useCallback(() => {
    current.current = null;
  }, []);

  return { keyFor, reset };
}
