import { cn } from '@/lib/cn';

export const APP_NAME = 'Murmur';

/** The app's mark: a speech bubble with a soft wave, drawn in the primary colour. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="9" className="fill-primary" />
      <path
        d="M9 10.5h14a2.5 2.5 0 0 1 2.5 2.5v6.5A2.5 2.5 0 0 1 23 22h-6.2l-4.3 3.4a.6.6 0 0 1-1-.5V22H9a2.5 2.5 0 0 1-2.5-2.5V13A2.5 2.5 0 0 1 9 10.5Z"
        fill="#fff"
      />
      <path
        d="M10.5 16.4c1.2-1.6 2.4-1.6 3.6 0s2.4 1.6 3.6 0 2.4-1.6 3.6 0"
        fill="none"
        strokeWidth="1.8"
        strokeLinecap="round"
        className="stroke-primary"
      />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className="text-xl font-bold tracking-tight text-foreground">{APP_NAME}</span>
    </span>
  );
}
