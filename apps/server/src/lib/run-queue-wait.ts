import { readFileSync } from 'node:fs';

/**
 * Seconds a thread has been ready to run but waited for a core, from Linux's schedstat
 * (`/proc/self/task/TID/schedstat`, whose second field is that wait in nanoseconds); undefined
 * where the file cannot be read (another system, or a kernel that keeps no schedstat). A busy
 * event loop that gets little of a core shows here, not in its CPU time: on two cores shared
 * with PostgreSQL, each statement sent wakes a backend that can take the main thread's core.
 */
export function runQueueWaitSeconds(schedstatPath = '/proc/self/schedstat'): number | undefined {
  try {
    const waited = Number(readFileSync(schedstatPath, 'utf8').split(' ')[1]);
    return Number.isFinite(waited) ? waited / 1e9 : undefined;
  } catch {
    return undefined;
  }
}
