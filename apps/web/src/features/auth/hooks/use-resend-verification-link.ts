import { messages } from '@app/contract';
import { useToast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { useResendVerification } from '../api/resend-verification';

/** Sends a new verification link and says how it went in a toast. */
export function useResendVerificationLink() {
  const { toast } = useToast();
  const resend = useResendVerification();
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: () => toast({ title: messages.verificationSent }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Something went wrong',
          description: isApiError(error) ? error.message : 'The server could not be reached',
        }),
    });
  return { send, isPending: resend.isPending };
}
