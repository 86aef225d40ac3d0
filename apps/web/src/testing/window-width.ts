import { onTestFinished, vi } from 'vitest';

/** The media queries the app asks (Tailwind's md and xl), and the widths that match them. */
const minWidths: Record<string, number> = {
  '(min-width: 48rem)': 768,
  '(min-width: 80rem)': 1280,
};

/**
 * A window `width` pixels wide for the rest of the test, as far as the app's media queries can
 * tell. Without it jsdom has no matchMedia, which the app reads as the narrowest screen: a top
 * bar and a bottom bar, no sidebar.
 */
export function resizeTo(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= (minWidths[query] ?? Number.POSITIVE_INFINITY),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
}
