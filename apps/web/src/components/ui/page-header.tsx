import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { DocumentTitle } from './document-title';

/**
 * A page's heading (the page's only h1), with an optional line under it, actions beside it
 * and, before it, a way back.
 */
export function PageHeader({
  title,
  description,
  actions,
  back,
  className,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** A back button, before the title. */
  back?: ReactNode;
  className?: string;
}) {
  return (
    <header className={cn('mb-6 flex items-start justify-between gap-4', className)}>
      <DocumentTitle title={title} />
      <div className="flex min-w-0 items-center gap-2">
        {back}
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
      </div>
      {actions}
    </header>
  );
}
