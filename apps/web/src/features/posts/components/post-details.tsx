import { messages } from '@app/contract';
import { Pencil, Trash } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BackButton } from '@/components/ui/back-button';
import { Button, buttonVariants } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorMessage, LoadingMessage } from '@/components/ui/state-message';
import { useToast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useDeletePost } from '../api/delete-post';
import { usePost } from '../api/get-post';
import { failureDescription } from '../api/post-mutation-scope';
import { PostCard, type RenderComments } from './post-card';
import { isNotFound, PostNotFound } from './post-not-found';

/** The post page: the card with its comments open; its author can edit or delete it. */
export function PostDetails({
  id,
  renderComments,
}: {
  id: string;
  renderComments?: RenderComments;
}) {
  const { data: post, isPending, error, refetch } = usePost(id);

  let body: ReactNode;
  if (error && isNotFound(error)) body = <PostNotFound />;
  else if (post) {
    body = <PostCard post={post} renderComments={renderComments} defaultCommentsOpen />;
  } else if (isPending) body = <LoadingMessage>Loading post...</LoadingMessage>;
  else {
    body = (
      <ErrorMessage onRetry={() => void refetch()}>
        Failed to load the post. Please try again later.
      </ErrorMessage>
    );
  }

  const showOwnerActions = post?.isMine && !(error && isNotFound(error));
  return (
    <>
      <PageHeader
        title="Post"
        back={<BackButton fallback={paths.home()} className="-ml-2" />}
        actions={showOwnerActions && <OwnerActions postId={id} />}
      />
      {body}
    </>
  );
}

function OwnerActions({ postId }: { postId: string }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const deletePost = useDeletePost();
  const [confirming, setConfirming] = useState(false);

  return (
    <div className="flex shrink-0 gap-2">
      <Link
        to={paths.editPost(postId)}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Link>
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
        <Trash aria-hidden="true" className="size-4" />
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete this post?"
        description="The post and its comments will be removed for everyone. This cannot be undone."
        confirmLabel="Delete"
        isPending={deletePost.isPending}
        onOpenChange={setConfirming}
        destructive
        onConfirm={() =>
          deletePost.mutate(postId, {
            onSuccess: () => {
              toast({ title: messages.postDeleted });
              void navigate(paths.home(), { replace: true });
            },
            onError: (error) => {
              setConfirming(false);
              toast({
                variant: 'destructive',
                title: 'The post was not deleted',
                description: failureDescription(error),
              });
            },
          })
        }
      />
    </div>
  );
}
