import {
  limits,
  messages,
  type NewPostInput,
  newPostSchema,
  type PostMedia,
  type Visibility,
} from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleExclamationPoint } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { MentionListbox, useMentionAutocomplete } from '@/features/users';
import { useMediaAttachments } from '../hooks/use-media-attachments';
import { MediaPicker } from './media-picker';
import { VisibilityField } from './visibility-field';

export type PostFormValues = z.output<typeof newPostSchema>;
export type PostForm = UseFormReturn<NewPostInput, unknown, PostFormValues>;
export const postFormFields = ['content', 'visibility', 'media'] as const;

type PostFormProps = {
  defaultValues: { content: string; visibility: Visibility };
  /** The images the post has (when editing). */
  initialMedia?: readonly PostMedia[];
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: (values: PostFormValues, form: PostForm) => void;
  /** The visibility the post had: switching a public post to Anonymous warns (rule 4). */
  savedVisibility?: Visibility;
  /** Choices the author cannot make, each with its reason (see VisibilityField). */
  unavailableVisibility?: Partial<Record<Visibility, string>>;
  secondaryAction?: ReactNode;
};

/** Content with a live counter, Public or Anonymous, and the submit button. */
export function PostForm({
  defaultValues,
  submitLabel,
  isSubmitting,
  onSubmit,
  savedVisibility,
  unavailableVisibility,
  secondaryAction,
  initialMedia,
}: PostFormProps) {
  const form: PostForm = useForm<NewPostInput, unknown, PostFormValues>({
    resolver: zodResolver(newPostSchema),
    defaultValues: { ...defaultValues, media: initialMedia?.map(({ _id, alt }) => ({ _id, alt })) },
  });
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const mention = useMentionAutocomplete((text) =>
    setValue('content', text, { shouldDirty: true, shouldValidate: isSubmitted }),
  );
  const { onChange, onBlur, ...contentField } = register('content');
  const images = useMediaAttachments(initialMedia);
  const chosen = JSON.stringify(images.chosen);
  useEffect(() => {
    setValue('media', JSON.parse(chosen));
  }, [chosen, setValue]);
  const content = watch('content') ?? '';
  const visibility = watch('visibility');
  const goingAnonymous = savedVisibility === 'public' && visibility === 'private';

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values, form))}
      // A pasted image joins the post; pasted text stays text.
      onPaste={(event) => {
        const files = [...event.clipboardData.files].filter((f) => f.type.startsWith('image/'));
        if (files.length === 0) return;
        event.preventDefault();
        images.add(files);
      }}
      className="flex flex-col gap-6"
    >
      <div className="relative">
        <TextareaField
          label="Content"
          rows={6}
          placeholder="What's on your mind?"
          error={errors.content?.message}
          counter={{ length: content.length, max: limits.postMax }}
          {...contentField}
          {...mention.bind({ onChange, onBlur })}
        />
        <MentionListbox {...mention.listbox} />
      </div>
      <MediaPicker attachments={images} disabled={isSubmitting} />
      {errors.media?.message && <p className="-mt-4 text-sm text-error">{errors.media.message}</p>}
      <VisibilityField unavailable={unavailableVisibility} {...register('visibility')} />
      {errors.visibility?.message && (
        <p className="-mt-4 text-sm text-error">{errors.visibility.message}</p>
      )}
      {goingAnonymous && (
        <p
          role="status"
          className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3.5 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        >
          <TriangleExclamationPoint aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {messages.anonymousEditWarning}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {secondaryAction}
        <Button
          type="submit"
          size="lg"
          isLoading={isSubmitting}
          disabled={images.uploading}
          className="min-w-28"
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
