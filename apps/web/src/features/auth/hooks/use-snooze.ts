import { useState } from 'react';

function readMoment(key: string): number | null {
  try {
    const value = Number(window.localStorage.getItem(key));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function writeMoment(key: string, at: number): void {
  try {
    window.localStorage.setItem(key, String(at));
  } catch {
    // Storage refused (private mode, quota): the snooze then lasts as long as the page.
  }
}

/**
 * Something dismissed on this device stays away for `forMs`, then comes back: the moment
 * of dismissal is kept in localStorage under `key`, read again whenever `key` changes (one
 * key per account, so a choice on a shared device is nobody else's).
 */
export function useSnooze(key: string, forMs: number) {
  const [dismissed, setDismissed] = useState<{ key: string; at: number } | null>(null);
  const at = dismissed?.key === key ? dismissed.at : readMoment(key);
  const snoozed = at !== null && Date.now() - at < forMs;
  const snooze = () => {
    const now = Date.now();
    writeMoment(key, now);
    setDismissed({ key, at: now });
  };
  return { snoozed, snooze };
}
