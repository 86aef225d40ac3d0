import { messages, type User } from '@app/contract';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { usersTexts } from '../texts';
import { BlockedAccounts } from './blocked-accounts';
import { DeleteAccountSection } from './delete-account-section';
import { EditProfileForm } from './edit-profile-form';
import { StateCard } from './state-card';

type EditProfileProps = {
  userId: string | undefined;
  currentUser: User | null | undefined;
  onAccountDeleted: () => void;
};

/** Edit Profile, for the owner only (rule 7); anyone else gets the reason and no form. */
export function EditProfile({ userId, currentUser, onAccountDeleted }: EditProfileProps) {
  const isOwner = Boolean(currentUser && userId === currentUser._id);

  return (
    <>
      <PageHeader title={usersTexts.editProfileTitle} />
      {isOwner ? (
        <div className="flex flex-col gap-6">
          <div className="rounded-3xl border border-border bg-card p-4 sm:p-6">
            <EditProfileForm key={currentUser?._id} user={currentUser} />
          </div>
          <BlockedAccounts />
          <DeleteAccountSection onDeleted={onAccountDeleted} />
        </div>
      ) : (
        <StateCard
          icon={ShieldAlert}
          title={messages.onlyEditOwnProfile}
          action={
            userId ? (
              <Link to={paths.profile(userId)} className={buttonVariants({ variant: 'outline' })}>
                View profile
              </Link>
            ) : undefined
          }
        />
      )}
    </>
  );
}
