import type { ReactNode } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';

/** Tailwind's `xl` breakpoint (80rem, 1280 px), where the third column appears. */
const wide = '(min-width: 80rem)';

/** Whether the third column shows: a page need not show again what the column holds. */
export const useRightColumnShown = (): boolean => useMediaQuery(wide);

/**
 * The third column of wide screens. Below xl it is not rendered at all, so a phone never
 * asks for what only this column shows; `xl:flex` keeps the CSS in step with the query.
 */
export function RightColumn({ children }: { children: ReactNode }) {
  const shown = useRightColumnShown();
  if (!shown) return null;
  return (
    <div
      data-testid="right-column"
      className="sticky top-0 hidden h-dvh w-72 shrink-0 flex-col gap-6 overflow-y-auto px-4 py-6 xl:flex"
    >
      {children}
    </div>
  );
}
