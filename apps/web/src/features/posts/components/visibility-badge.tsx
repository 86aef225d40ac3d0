import type { Visibility } from '@app/contract';
import { Globe, VenetianMask } from 'lucide-react';
import { cn } from '@/lib/cn';

/** 'Public' or 'Anonymous' ('private' on the wire means the author is hidden). */
export function VisibilityBadge({
  visibility,
  className,
}: {
  visibility: Visibility;
  className?: string;
}) {
  const anonymous = visibility === 'private';
  const Icon = anonymous ? VenetianMask : Globe;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
        anonymous
          ? 'border-violet-300 bg-violet-50 text-violet-800 dark:border-violet-800 dark:bg-violet-950 dark:text-violet-200'
          : 'border-border bg-muted text-muted-foreground',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {anonymous ? 'Anonymous' : 'Public'}
    </span>
  );
}
