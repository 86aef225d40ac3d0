import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/** The server's message for one field, when its answer named that field. */
export function serverFieldError(error: unknown, path: string): string | undefined {
  return isApiError(error) ? error.errors.find((item) => item.path === path)?.message : undefined;
}

/**
 * Puts the server's field errors (`errors: [{ path, message }]`) under the matching
 * form fields. Returns true when at least one field got a message, so the caller
 * knows whether a toast is still needed.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const { path, message } of error.errors) {
    const field = fields.find((name) => name === path);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
