import { VenetianMask } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The placeholder for an author nobody may know: the same for every anonymous post. */
export function AnonymousAvatar({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground',
        className,
      )}
    >
      <VenetianMask className="size-5" />
    </span>
  );
}
