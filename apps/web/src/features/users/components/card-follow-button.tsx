import type { User } from '@app/contract';
import { Button } from '@/components/ui/button';
import { useFollowUser } from '../api/follow-user';
import { useFollowFailureToast } from '../hooks/use-follow-failure-toast';

/**
 * The People card's button (seed): 'Follow', then 'Following' and disabled; a private
 * account's request shows 'Requested', disabled too. Leaving is done on the profile.
 * `withName` adds whom it follows to its accessible name, for lists where the buttons
 * stand apart from any card named after the person (Who to follow).
 */
export function CardFollowButton({ user, withName = false }: { user: User; withName?: boolean }) {
  const follow = useFollowUser();
  const onFailure = useFollowFailureToast();
  const named = (text: string) => (withName ? `${text} ${user.name}` : undefined);

  if (user.viewer?.following || user.viewer?.requested) {
    const text = user.viewer.following ? 'Following' : 'Requested';
    return (
      <Button size="sm" variant="secondary" disabled aria-label={named(text)}>
        {text}
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      disabled={follow.isPending}
      aria-label={named('Follow')}
      onClick={() => follow.mutate(user, { onError: onFailure })}
    >
      Follow
    </Button>
  );
}
