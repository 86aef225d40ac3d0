import { useSyncExternalStore } from 'react';

/** Often enough that '1m' never shows for long after it became '2m'. */
const TICK_MS = 30_000;

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    // The clock was stopped while nothing showed a time: catch up before the first tick.
    now = Date.now();
    timer = setInterval(tick, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The current time, moving on every 30 seconds while anything on the page shows it: one
 * clock for every card, stopped when none is mounted.
 */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now);
}
