import { messages } from '@app/contract';
import { useParams } from 'react-router';
import { useToast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { EditProfile } from '@/features/users/components/edit-profile';

export function UpdateProfileRoute() {
  const { id } = useParams();
  const { data: currentUser } = useCurrentUser();
  const { signOut } = useSignOut();
  const { toast } = useToast();

  return (
    <EditProfile
      userId={id}
      currentUser={currentUser}
      onAccountDeleted={() => {
        toast({ title: messages.accountDeleted });
        // The session ends as on sign-out; the server already revoked the token.
        void signOut();
      }}
    />
  );
}
