import { useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query, kept up to date as it resizes. False where
 * there is no matchMedia (jsdom), as on the narrowest screen.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
