import { messages, type User } from '@app/contract';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/use-toast';
import { useMutedUsers } from '@/features/users/api/get-muted-users';
import { useSetMuted } from '@/features/users/api/mute-user';
import { failureToast } from '../lib/failure-toast';
import { SettingsSection } from './settings-section';

function MutedAccount({ user }: { user: User }) {
  const { toast } = useToast();
  const unmute = useSetMuted(false);
  return (
    <li className="flex min-w-0 items-center gap-3 py-2">
      <Avatar src={user.profile_pic} name={user.name} size="md" />
      <div className="flex min-w-0 flex-1 flex-col">
        <Link
          to={`/profile/${user._id}`}
          className="truncate rounded-sm font-semibold hover:underline"
        >
          {user.name}
        </Link>
        <span className="truncate text-sm text-muted-foreground">@{user.username}</span>
      </div>
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
    </li>
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
            <MutedAccount key={user._id} user={user} />
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
