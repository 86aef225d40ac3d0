import type { ToastOptions } from '@/components/ui/use-toast';
import { failureReason } from '@/lib/api-client';

/** The toast for a request that failed: the server's reason when it gave one. */
export const failureToast = (error: unknown): ToastOptions => ({
  variant: 'destructive',
  title: 'Something went wrong',
  description: failureReason(error),
});
