import { messages } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { failureToast } from '@/lib/failure-toast';
import { userKeys } from '@/lib/query-keys';
import { useResendVerification } from '../api/resend-verification';

/**
 * Sends a new verification link and says how it went in a toast. An address verified
 * meanwhile (in another tab) answers 409: the current user is read again, and the banner goes.
 */
export function useResendVerificationLink() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const resend = useResendVerification();
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: () => toast({ title: messages.verificationSent }),
      onError: (error) => {
        toast(failureToast(error));
        if (isApiError(error) && error.status === 409)
          void queryClient.invalidateQueries({ queryKey: userKeys.me() });
      },
    });
  return { send, isPending: resend.isPending };
}
