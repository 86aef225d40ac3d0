import { isAnonymous, messages, type Post } from '@app/contract';
import { Link, useNavigate } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useToast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useCanPostAnonymously } from '@/features/auth';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { failureDescription } from '../api/post-mutation-scope';
import { useUpdatePost } from '../api/update-post';
import { PostForm, postFormFields } from './post-form';

/** The author's form for their post: content and visibility, then back to the post. */
export function EditPostForm({ post }: { post: Post }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const updatePost = useUpdatePost();
  const canPostAnonymously = useCanPostAnonymously();
  // An anonymous post never becomes named again (rule 4); a named one turns anonymous
  // only while its author may still post anonymously (rule 13).
  const unavailableVisibility = isAnonymous(post)
    ? { public: messages.anonymousStaysAnonymous }
    : canPostAnonymously
      ? undefined
      : { private: messages.anonymousPostingRevokedExplanation };

  return (
    <PostForm
      defaultValues={{ content: post.content, visibility: post.visibility }}
      initialMedia={post.media}
      savedVisibility={post.visibility}
      unavailableVisibility={unavailableVisibility}
      submitLabel="Save"
      isSubmitting={updatePost.isPending}
      secondaryAction={
        <Link
          to={paths.post(post._id)}
          className={buttonVariants({ variant: 'outline', size: 'lg' })}
        >
          Cancel
        </Link>
      }
      onSubmit={(values, form) =>
        updatePost.mutate(
          { id: post._id, input: values },
          {
            onSuccess: () => {
              toast({ title: messages.postUpdated });
              void navigate(paths.post(post._id));
            },
            onError: (error) => {
              if (applyServerFieldErrors(error, form.setError, postFormFields)) return;
              toast({
                variant: 'destructive',
                title: 'Your changes were not saved',
                description: failureDescription(error),
              });
            },
          },
        )
      }
    />
  );
}
