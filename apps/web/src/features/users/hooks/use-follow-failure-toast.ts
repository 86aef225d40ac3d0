import { useCallback } from 'react';
import { useToast } from '@/components/ui/use-toast';
import { failureReason } from '@/lib/api-client';

/**
 * The seed only logs 'Failed to follow user'; the person who clicked also learns why
 * (for example that they blocked this account), from the server's message.
 */
export function useFollowFailureToast() {
  const { toast } = useToast();
  return useCallback(
    (error: unknown) => {
      console.error('Failed to follow user', error);
      toast({
        variant: 'destructive',
        title: 'Failed to follow user',
        description: failureReason(error, 'Please try again'),
      });
    },
    [toast],
  );
}
