import type { User } from '@app/contract';
import { Button } from '@/components/ui/button';
import { useFollowUser } from '../api/follow-user';
import { useFollowFailureToast } from '../hooks/use-follow-failure-toast';

/**
 * The People card's button (seed): 'Follow', then 'Following' and disabled; a private
 * account's request shows 'Requested', disabled too. Leaving is done on the profile.
 */
export function CardFollowButton({ user }: { user: User }) {
  const follow = useFollowUser();
  const onFailure = useFollowFailureToast();

  if (user.viewer?.following || user.viewer?.requested) {
    return (
      <Button size="sm" variant="secondary" disabled>
        {user.viewer.following ? 'Following' : 'Requested'}
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      disabled={follow.isPending}
      onClick={() => follow.mutate(user, { onError: onFailure })}
    >
      Follow
    </Button>
  );
}
