import type { UserSummary } from '@app/contract';
import { Repeat2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentUserId } from '@/features/auth';

/**
 * Above a card that a repost put in the list (Following, a profile): who shared it, linking
 * to their profile. The card's article is described by this line, so a screen reader says it
 * with the author's name.
 */
export function RepostLine({ by, id }: { by: UserSummary; id: string }) {
  const isMine = useCurrentUserId() === by._id;
  const name = by.name || by.username;

  return (
    <p id={id} className="mb-2 flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
      {/* Under the avatar's right edge, the line's text where the name starts. */}
      <span className="flex w-10 shrink-0 justify-end">
        <Repeat2 aria-hidden="true" className="size-4" />
      </span>
      <Link
        to={paths.profile(by._id)}
        className="ml-1.5 truncate rounded-sm font-medium hover:text-foreground hover:underline"
      >
        {isMine ? 'You reposted' : `Reposted by ${name}`}
      </Link>
    </p>
  );
}
