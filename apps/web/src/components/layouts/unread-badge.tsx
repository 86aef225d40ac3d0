/** The count on the Notifications link; hidden from screen readers, whose link name says it. */
export function UnreadBadge({
  unread,
  className,
}: {
  unread: number | undefined;
  className?: string;
}) {
  if (!unread) return null;
  return (
    <span
      aria-hidden="true"
      className={`inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground ${className ?? ''}`}
    >
      {unread > 99 ? '99+' : unread}
    </span>
  );
}
