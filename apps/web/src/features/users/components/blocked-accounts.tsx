import { messages, type User } from '@app/contract';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/use-toast';
import { failureReason } from '@/lib/api-client';
import { useBlockedUsers } from '../api/get-blocked-users';
import { useUnblockUser } from '../api/unblock-user';
import { PersonRow } from './person-row';

function UnblockButton({ user }: { user: User }) {
  const unblock = useUnblockUser();
  const { toast } = useToast();
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={`Unblock ${user.name}`}
      isLoading={unblock.isPending}
      onClick={() =>
        unblock.mutate(user, {
          onSuccess: () => toast({ title: messages.unblocked }),
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: 'Something went wrong',
              description: failureReason(error, 'Please try again'),
            }),
        })
      }
    >
      Unblock
    </Button>
  );
}

/** Blocked people leave People and search (rule 6), so this list is the way back to them. */
export function BlockedAccounts() {
  const headingId = useId();
  const blocked = useBlockedUsers();
  const people = blocked.data?.userList ?? [];

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-3xl border border-border p-5 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold tracking-tight">
        Blocked accounts
      </h2>
      {blocked.isPending ? (
        <div role="status" className="flex py-2">
          <Spinner className="size-5 text-primary" />
          <span className="sr-only">Loading blocked accounts</span>
        </div>
      ) : blocked.isError ? (
        <p className="text-sm text-error">Could not load the accounts you blocked.</p>
      ) : people.length === 0 ? (
        <p className="text-sm text-muted-foreground">You have not blocked anyone.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {people.map((user) => (
            <li key={user._id}>
              <PersonRow user={user} actions={<UnblockButton user={user} />} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
