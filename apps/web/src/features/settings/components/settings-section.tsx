import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

/** One block of the Settings page: a heading, a line saying what it is for, its content. */
export function SettingsSection({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4 rounded-3xl border border-border p-5 sm:p-6', className)}
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-bold tracking-tight">
          {title}
        </h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}
