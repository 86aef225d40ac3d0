import { messages } from '@app/contract';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useCanPostAnonymously } from '@/features/auth';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { useCreatePost } from '../api/create-post';
import { failureDescription } from '../api/post-mutation-scope';
import { PostForm, postFormFields } from './post-form';

/** Publishes a post, then opens it. Sending the same post again after a failure reuses its key. */
export function CreatePostForm() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const createPost = useCreatePost();
  const idempotency = useIdempotencyKey();
  const canPostAnonymously = useCanPostAnonymously();

  return (
    <PostForm
      defaultValues={{ content: '', visibility: 'public' }}
      submitLabel="Post"
      // Once the server refused Anonymous, the choice stays as the author left it: nothing
      // turns what they meant to post anonymously into a post under their name for them.
      unavailableVisibility={
        canPostAnonymously ? undefined : { private: messages.anonymousPostingRevokedExplanation }
      }
      isSubmitting={createPost.isPending}
      onSubmit={(values, form) =>
        createPost.mutate(
          { input: values, idempotencyKey: idempotency.keyFor(values) },
          {
            onSuccess: (post) => {
              idempotency.reset();
              toast({ title: messages.postCreated });
              void navigate(paths.post(post._id));
            },
            onError: (error) => {
              if (applyServerFieldErrors(error, form.setError, postFormFields)) return;
              toast({
                variant: 'destructive',
                title: 'Your post was not published',
                description: failureDescription(error),
              });
            },
          },
        )
      }
    />
  );
}
