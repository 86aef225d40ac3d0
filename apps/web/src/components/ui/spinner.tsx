import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A decorative spinning icon; the surrounding element says what is loading. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin', className)} />;
}

/** A calm, centred spinner for a whole screen or a large area. */
export function LoadingScreen({
  label = 'Loading',
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex min-h-dvh w-full items-center justify-center', className)}
    >
      <Spinner className="size-8 text-primary" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
