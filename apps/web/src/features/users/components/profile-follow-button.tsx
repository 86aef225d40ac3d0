import type { User } from '@app/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/use-toast';
import { failureReason } from '@/lib/api-client';
import { useFollowUser } from '../api/follow-user';
import { useUnfollowUser } from '../api/unfollow-user';
import { useFollowFailureToast } from '../hooks/use-follow-failure-toast';

/**
 * The profile's follow button (PRODUCT.md section 6): 'Follow' or 'Request Follow' follows
 * or asks; 'Requested' withdraws the request; 'Following' asks before unfollowing.
 */
export function ProfileFollowButton({ user }: { user: User }) {
  const follow = useFollowUser();
  const unfollow = useUnfollowUser();
  const onFollowFailure = useFollowFailureToast();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const relation = user.viewer;
  if (!relation || relation.isSelf || relation.blocking) return null;

  const leave = (onDone?: () => void) =>
    unfollow.mutate(user, {
      onSuccess: onDone,
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Something went wrong',
          description: failureReason(error, 'Please try again'),
        }),
    });

  if (relation.following) {
    return (
      <>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Following
        </Button>
        <ConfirmDialog
          open={confirming}
          title={`Unfollow @${user.username}?`}
          description={
            user.isPrivate
              ? 'Their posts will be hidden from you until they accept a new request.'
              : 'Their posts will no longer appear in your Following feed.'
          }
          confirmLabel="Unfollow"
          destructive
          isPending={unfollow.isPending}
          onOpenChange={(open) => {
            if (!open) setConfirming(false);
          }}
          onConfirm={() => leave(() => setConfirming(false))}
        />
      </>
    );
  }

  if (relation.requested) {
    return (
      <Button
        variant="secondary"
        title="Withdraw the follow request"
        isLoading={unfollow.isPending}
        onClick={() => leave()}
      >
        Requested
      </Button>
    );
  }

  return (
    <Button
      isLoading={follow.isPending}
      onClick={() => follow.mutate(user, { onError: onFollowFailure })}
    >
      {user.isPrivate ? 'Request Follow' : 'Follow'}
    </Button>
  );
}
