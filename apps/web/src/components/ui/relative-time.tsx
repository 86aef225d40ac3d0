import { formatFullDate, formatRelative } from '@/lib/dates';
import { useNow } from '@/lib/use-now';

/** How long ago, as cards and notifications show it ('5m'), kept current as time passes. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const now = useNow();
  return (
    <time dateTime={iso} title={formatFullDate(iso)} className={className}>
      {formatRelative(iso, now)}
    </time>
  );
}
