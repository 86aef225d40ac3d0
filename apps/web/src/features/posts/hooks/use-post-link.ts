import { useCallback } from 'react';
import { useToast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { copyText } from '@/lib/clipboard';

export const postUrl = (postId: string): string => `${window.location.origin}${paths.post(postId)}`;

/** The system share sheet is for touch devices; elsewhere a copied link is what people expect. */
const canUseShareSheet = (): boolean =>
  typeof navigator.share === 'function' && window.matchMedia?.('(pointer: coarse)').matches;

/**
 * Passing a post's link on: copied, or through the system share sheet where there is one.
 * Neither counts as a share: the Repost button does that now (a share is a repost, §7).
 */
export function usePostLink(postId: string) {
  const { toast } = useToast();

  const copyLink = useCallback(async () => {
    const url = postUrl(postId);
    if (await copyText(url)) toast({ title: 'Link copied' });
    else toast({ variant: 'destructive', title: 'Could not copy the link', description: url });
  }, [postId, toast]);

  const shareLink = useCallback(async () => {
    try {
      await navigator.share({ url: postUrl(postId) });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // Any other refusal: copy the link instead.
      await copyLink();
    }
  }, [postId, copyLink]);

  return { copyLink, shareLink: canUseShareSheet() ? shareLink : null };
}
