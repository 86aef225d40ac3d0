import { messages, type User } from '@app/contract';
import { Lock, TriangleAlert, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InfiniteScrollTrigger } from '@/components/ui/infinite-scroll-trigger';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/use-toast';
import { failureReason, isApiError } from '@/lib/api-client';
import { type ConnectionDirection, useConnections } from '../api/get-connections';
import { useRemoveFollower } from '../api/remove-follower';
import { PersonRow } from './person-row';
import { StateCard } from './state-card';

const titles: Record<ConnectionDirection, string> = {
  followers: 'Followers',
  following: 'Following',
};

function RemoveFollowerButton({ user }: { user: User }) {
  const removeFollower = useRemoveFollower();
  const { toast } = useToast();
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={`Remove ${user.name}`}
      isLoading={removeFollower.isPending}
      onClick={() =>
        removeFollower.mutate(user, {
          onSuccess: () => toast({ title: messages.followerRemoved }),
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: 'Something went wrong',
              description: failureReason(error, 'Please try again'),
            }),
        })
      }
    >
      Remove
    </Button>
  );
}

/**
 * A user's followers or the accounts they follow. A private account the viewer does not
 * follow answers 403, shown as the server says it: 'This account is private'.
 */
export function ConnectionsDialog({
  user,
  direction,
  onClose,
}: {
  user: User;
  direction: ConnectionDirection | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={direction !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={direction ? titles[direction] : ''}
      description={`@${user.username}`}
    >
      {direction && <ConnectionsList user={user} direction={direction} />}
    </Dialog>
  );
}

function ConnectionsList({ user, direction }: { user: User; direction: ConnectionDirection }) {
  const connections = useConnections(user._id, direction);
  const people = connections.data?.pages.flatMap((page) => page.userList) ?? [];
  const canRemove = direction === 'followers' && user.viewer?.isSelf;

  if (connections.isPending) {
    return (
      <div role="status" className="flex justify-center py-8">
        <Spinner className="size-6 text-primary" />
        <span className="sr-only">Loading {titles[direction].toLowerCase()}</span>
      </div>
    );
  }
  if (connections.isError && people.length === 0) {
    const error = connections.error;
    if (isApiError(error) && error.status === 403) {
      return <StateCard icon={Lock} title={error.message || messages.accountIsPrivate} />;
    }
    return (
      <StateCard
        icon={TriangleAlert}
        tone="error"
        title="Could not load this list"
        action={
          <Button variant="outline" onClick={() => void connections.refetch()}>
            Try Again
          </Button>
        }
      />
    );
  }
  if (people.length === 0) {
    return (
      <StateCard
        icon={Users}
        title={direction === 'followers' ? 'No followers yet' : 'Not following anyone yet'}
      />
    );
  }
  return (
    <div className="-mx-2 flex flex-col px-2">
      <ul className="flex flex-col divide-y divide-border">
        {people.map((person) => (
          <li key={person._id}>
            <PersonRow
              user={person}
              actions={canRemove ? <RemoveFollowerButton user={person} /> : undefined}
            />
          </li>
        ))}
      </ul>
      <InfiniteScrollTrigger
        hasNextPage={connections.hasNextPage}
        isFetchingNextPage={connections.isFetchingNextPage}
        isError={connections.isFetchNextPageError}
        onLoadMore={() => void connections.fetchNextPage()}
      />
    </div>
  );
}
