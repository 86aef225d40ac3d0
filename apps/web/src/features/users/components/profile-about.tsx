import type { User } from '@app/contract';
import { Activity, CalendarDays, Globe, Lock, Mail, Phone } from 'lucide-react';
import { useId } from 'react';
import { formatMonthYear } from '../lib/format';
import { usersTexts } from '../texts';

/**
 * The seed's side panel: the bio in quotes, e-mail and phone when this viewer may see them,
 * privacy, member since and status.
 */
export function ProfileAbout({ user }: { user: User }) {
  const headingId = useId();
  const itemClass = 'flex min-w-0 items-center gap-3';
  const iconClass = 'size-4 shrink-0 text-muted-foreground';

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-3xl border border-border bg-card p-5 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold tracking-tight">
        About
      </h2>
      {user.bio && (
        <p className="whitespace-pre-line break-words text-foreground italic">{`"${user.bio}"`}</p>
      )}
      <ul className="flex flex-col gap-3 text-sm">
        {user.email && (
          <li className={itemClass}>
            <Mail aria-hidden="true" className={iconClass} />
            <a href={`mailto:${user.email}`} className="truncate text-link hover:underline">
              {user.email}
            </a>
          </li>
        )}
        {user.phone && (
          <li className={itemClass}>
            <Phone aria-hidden="true" className={iconClass} />
            <a
              href={`tel:${user.phone.replace(/[^\d+]/g, '')}`}
              className="text-link hover:underline"
            >
              {user.phone}
            </a>
          </li>
        )}
        <li className={itemClass}>
          {user.isPrivate ? (
            <Lock aria-hidden="true" className={iconClass} />
          ) : (
            <Globe aria-hidden="true" className={iconClass} />
          )}
          {user.isPrivate ? usersTexts.privateAccount : usersTexts.publicAccount}
        </li>
        <li className={itemClass}>
          <CalendarDays aria-hidden="true" className={iconClass} />
          {`${usersTexts.memberSince} ${formatMonthYear(user.created_at)}`}
        </li>
        <li className={itemClass}>
          <Activity aria-hidden="true" className={iconClass} />
          {`Status: ${user.status || 'inactive'}`}
        </li>
      </ul>
      {user.viewer?.isSelf && !user.showContact && (user.email || user.phone) && (
        <p className="text-xs text-muted-foreground">
          Only you see your e-mail and phone. You can show them to everyone in Edit Profile.
        </p>
      )}
    </section>
  );
}
