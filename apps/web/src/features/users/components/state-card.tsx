import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A card in place of a profile or a list of people: nobody here, a failure, a private
 * account, a profile not yours to edit. Unlike components/ui/state-message.tsx's
 * EmptyMessage, it takes a Lucide icon and tints it by tone (red for a failure).
 */
export function StateCard({
  icon: Icon,
  title,
  description,
  action,
  tone = 'muted',
  className,
}: {
  icon?: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  tone?: 'muted' | 'error';
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-2 rounded-3xl border border-dashed border-border px-6 py-10 text-center',
        className,
      )}
    >
      {Icon && (
        <Icon
          aria-hidden="true"
          className={cn('mb-1 size-8', tone === 'error' ? 'text-error' : 'text-muted-foreground')}
        />
      )}
      <p className="font-semibold text-foreground">{title}</p>
      {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
