import type { ToastOptions } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';

/** The toast for a request that failed: the server's reason when it gave one. */
export const failureToast = (error: unknown): ToastOptions => ({
  variant: 'destructive',
  title: 'Something went wrong',
  description: isApiError(error) ? error.message : 'The server could not be reached',
});
