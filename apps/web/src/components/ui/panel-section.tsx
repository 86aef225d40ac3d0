import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/**
 * A short list beside the page (Popular Today, Who to follow) or a section of one (Explore's
 * trending tags): a region named by its heading, and, when there is one, a link under it to
 * the page with the whole list.
 */
export function PanelSection({
  title,
  more,
  className,
  children,
}: {
  title: string;
  more?: { to: string; label: string };
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-1', className)}>
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
      {more && (
        <Link
          to={more.to}
          className="self-start rounded-sm text-sm font-medium text-link hover:underline"
        >
          {more.label}
        </Link>
      )}
    </section>
  );
}
