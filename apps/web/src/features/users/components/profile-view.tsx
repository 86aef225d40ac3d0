import { idSchema, messages, type User } from '@app/contract';
import { Ban, Lock, TriangleAlert, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import type { ConnectionDirection } from '../api/get-connections';
import { useUser } from '../api/get-user';
import { usersTexts } from '../texts';
import { ConnectionsDialog } from './connections-dialog';
import { FollowRequests } from './follow-requests';
import { ProfileAbout } from './profile-about';
import { ProfileHeader } from './profile-header';
import { StateCard } from './state-card';

type ProfileViewProps = {
  userId: string | undefined;
  /** The Recent Posts list, composed by the route (posts belong to the posts feature). */
  renderPosts: (user: User) => ReactNode;
};

const isUserId = (value: string | undefined): value is string => idSchema.safeParse(value).success;

/** The profile screen and its states: invalid id, not found, loading, failed, shown. */
export function ProfileView({ userId, renderPosts }: ProfileViewProps) {
  const valid = isUserId(userId);
  const user = useUser(valid ? userId : '', { enabled: valid });

  if (!valid || (isApiError(user.error) && user.error.status === 400)) {
    return <FullStateCard icon={UserX} title={usersTexts.invalidUserId} />;
  }
  if (user.isPending) {
    return (
      <div role="status" className="flex justify-center py-16">
        <Spinner className="size-8 text-primary" />
        <span className="sr-only">Loading profile</span>
      </div>
    );
  }
  if (user.isError) {
    if (isApiError(user.error) && user.error.status === 404) {
      return <FullStateCard icon={UserX} title={messages.userNotFound} />;
    }
    return (
      <FullStateCard
        icon={TriangleAlert}
        title={usersTexts.loadUserFailed}
        action={
          <Button variant="outline" onClick={() => void user.refetch()}>
            {usersTexts.tryAgain}
          </Button>
        }
      />
    );
  }
  return <Profile user={user.data} renderPosts={renderPosts} />;
}

function FullStateCard(props: Parameters<typeof StateCard>[0]) {
  return (
    <>
      <DocumentTitle title={props.title} />
      <StateCard {...props} className="mt-6" />
    </>
  );
}

const directions: readonly string[] = ['followers', 'following'] satisfies ConnectionDirection[];

function Profile({ user, renderPosts }: { user: User; renderPosts: (user: User) => ReactNode }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const list = searchParams.get('list');
  const direction = list && directions.includes(list) ? (list as ConnectionDirection) : null;
  const relation = user.viewer;
  const isSelf = relation?.isSelf ?? false;
  const canSeePosts = isSelf || !user.isPrivate || (relation?.following ?? false);

  return (
    <div className="flex flex-col gap-4">
      <DocumentTitle title={`${user.name} (@${user.username})`} />
      <ProfileHeader user={user} />
      {isSelf && <FollowRequests isPrivate={user.isPrivate} />}
      <ProfileAbout user={user} />
      <section aria-labelledby="recent-posts-heading" className="flex flex-col gap-3 pt-2">
        <h2 id="recent-posts-heading" className="text-lg font-bold tracking-tight">
          {usersTexts.recentPosts}
        </h2>
        {relation?.blocking ? (
          <StateCard
            icon={Ban}
            title="You blocked this account"
            description="Unblock them from the More actions menu to see their posts again."
          />
        ) : canSeePosts ? (
          renderPosts(user)
        ) : (
          <StateCard
            icon={Lock}
            title={messages.accountIsPrivate}
            description={`Follow @${user.username} to see their posts.`}
          />
        )}
      </section>
      <ConnectionsDialog
        user={user}
        direction={direction}
        onClose={() =>
          setSearchParams(
            (params) => {
              params.delete('list');
              return params;
            },
            { replace: true, preventScrollReset: true },
          )
        }
      />
    </div>
  );
}
