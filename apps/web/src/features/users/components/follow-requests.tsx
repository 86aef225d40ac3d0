import type { User } from '@app/contract';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/use-toast';
import { failureReason } from '@/lib/api-client';
import { useFollowRequests } from '../api/get-follow-requests';
import {
  type FollowRequestAnswer,
  useRespondToFollowRequest,
} from '../api/respond-to-follow-request';
import { PersonRow } from './person-row';

function RequestActions({ user }: { user: User }) {
  const respond = useRespondToFollowRequest();
  const { toast } = useToast();
  const answer = (choice: FollowRequestAnswer) =>
    respond.mutate(
      { user, answer: choice },
      {
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Something went wrong',
            description: failureReason(error, 'Please try again'),
          }),
      },
    );
  return (
    <>
      <Button
        size="sm"
        aria-label={`Accept ${user.name}`}
        disabled={respond.isPending}
        onClick={() => answer('accept')}
      >
        Accept
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Reject ${user.name}`}
        disabled={respond.isPending}
        onClick={() => answer('reject')}
      >
        Reject
      </Button>
    </>
  );
}

/**
 * The owner's pending follow requests. Shown while there are some, and always on a private
 * account, where requests are how people get in.
 */
export function FollowRequests({ isPrivate }: { isPrivate: boolean }) {
  const headingId = useId();
  const requests = useFollowRequests();
  const people = requests.data?.userList ?? [];
  if (!isPrivate && people.length === 0) return null;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-3xl border border-border bg-card p-5 sm:p-6"
    >
      <div className="flex items-center gap-2">
        <h2 id={headingId} className="text-lg font-bold tracking-tight">
          Follow requests
        </h2>
        {people.length > 0 && (
          <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
            {people.length}
            <span className="sr-only"> waiting</span>
          </span>
        )}
      </div>
      {requests.isPending ? (
        <div role="status" className="flex py-2">
          <Spinner className="size-5 text-primary" />
          <span className="sr-only">Loading follow requests</span>
        </div>
      ) : requests.isError ? (
        <p className="text-sm text-error">Could not load your follow requests.</p>
      ) : people.length === 0 ? (
        <p className="text-sm text-muted-foreground">No one is waiting for an answer.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {people.map((user) => (
            <li key={user._id}>
              <PersonRow user={user} actions={<RequestActions user={user} />} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
