import { messages, type User } from '@app/contract';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/use-toast';
import { PersonRow, useMutedUsers, useSetMuted } from '@/features/users';
import { failureToast } from '@/lib/failure-toast';
import { SettingsSection } from './settings-section';

function UnmuteButton({ user }: { user: User }) {
  const { toast } = useToast();
  const unmute = useSetMuted(false);
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={`Unmute ${user.name}`}
      isLoading={unmute.isPending}
      onClick={() =>
        unmute.mutate(user, {
          onSuccess: () => toast({ title: messages.unmuted }),
          onError: (error) => toast(failureToast(error)),
        })
      }
    >
      Unmute
    </Button>
  );
}

/** Muted people are not told; their posts and comments simply stay out of my feeds. */
export function MutedAccountsSection() {
  const muted = useMutedUsers();
  const people = muted.data?.userList ?? [];

  return (
    <SettingsSection
      title="Muted accounts"
      description="You no longer see their posts and comments. They are not told, and can still see yours."
    >
      {muted.isPending ? (
        <div role="status" className="flex py-2">
          <Spinner className="size-5 text-primary" />
          <span className="sr-only">Loading muted accounts</span>
        </div>
      ) : muted.isError ? (
        <p className="text-sm text-error">Could not load the accounts you muted.</p>
      ) : people.length === 0 ? (
        <p className="text-sm text-muted-foreground">You have not muted anyone.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {people.map((user) => (
            <li key={user._id}>
              <PersonRow user={user} actions={<UnmuteButton user={user} />} />
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
