import { notFound } from '../lib/errors';

/** Whether a driver error is a unique-constraint violation (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
  'SQLITE_BUSY',
]);

/** Whether the database is unreachable or overloaded, as opposed to a bug in a query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (typeof e?.code === 'string' && unavailableCodes.has(e.code)) return true;
  return (
    typeof e?.message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect/i.test(e.message)
  );
}

/** Whether a driver error is a foreign-key violation: a row the write refers to is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/** A foreign-key violation, or an answer `goneAs` made of one. */
export function isFromForeignKeyViolation(error: unknown): boolean {
  return isForeignKeyViolation(error) || isForeignKeyViolation((error as Error | null)?.cause);
}

/**
 * For a write that refers to a post, comment or account it found a moment before: on
 * PostgreSQL another transaction may delete it in between (SQLite runs one write at a time),
 * and the write's reference then fails. That is the answer a moment later would have given
 * (`answer`, made only then), not a 500. Rethrows anything else. The violation stays the
 * answer's `cause`: the reference that failed may have been the writer's own account.
 */
export function goneAs(answer: () => Error) {
  return (error: unknown): never => {
    if (!isForeignKeyViolation(error)) throw error;
    const gone = answer();
    gone.cause = error;
    throw gone;
  };
}

/** `goneAs` for the usual answer: the 404 of the post, comment or account gone. */
export const goneAsNotFound = (message: string) => goneAs(() => notFound(message));
