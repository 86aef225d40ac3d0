import type { Post } from '@app/contract';
import { useCallback } from 'react';
import { useToast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { copyText } from '@/lib/clipboard';
import { useReactToPost } from '../api/react-to-post';

export const postUrl = (postId: string): string => `${window.location.origin}${paths.post(postId)}`;

/** The system share sheet is for touch devices; elsewhere a copied link is what people expect. */
const canUseShareSheet = (): boolean =>
  typeof navigator.share === 'function' && window.matchMedia?.('(pointer: coarse)').matches;

/**
 * Shares the post's link (share sheet on phones, clipboard elsewhere) and counts the
 * share once. Cancelling the share sheet counts nothing.
 */
export function useSharePost(post: Post) {
  const react = useReactToPost(post._id);
  const { toast } = useToast();

  return useCallback(async () => {
    const url = postUrl(post._id);
    if (canUseShareSheet()) {
      try {
        await navigator.share({ url });
        react.mutate({ postId: post._id, kind: 'share', active: true });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Any other refusal: copy the link instead.
      }
    }
    const copied = await copyText(url);
    if (!copied) {
      toast({ variant: 'destructive', title: 'Could not copy the link', description: url });
      return;
    }
    react.mutate({ postId: post._id, kind: 'share', active: true });
    toast({ title: 'Link copied' });
  }, [post._id, react.mutate, toast]);
}
