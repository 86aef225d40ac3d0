import { messages } from '@app/contract';
import { useToast } from '@/components/ui/use-toast';
import { failureToast } from '@/lib/failure-toast';
import { useResendVerification } from '../api/resend-verification';

/** Sends a new verification link and says how it went in a toast. */
export function useResendVerificationLink() {
  const { toast } = useToast();
  const resend = useResendVerification();
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: () => toast({ title: messages.verificationSent }),
      onError: (error) => toast(failureToast(error)),
    });
  return { send, isPending: resend.isPending };
}
