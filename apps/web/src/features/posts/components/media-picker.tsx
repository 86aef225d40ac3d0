import { mediaLimits } from '@app/contract';
import { ImagePlus, X } from 'lucide-react';
import { useDropzone } from 'react-dropzone';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { acceptedImageTypes, type MediaAttachments } from '../hooks/use-media-attachments';

/**
 * Up to four images for a post: chosen, dropped (react-dropzone) or pasted into the form.
 * Each shows its upload's progress, a remove button and its alt text, with a reminder when
 * the description is missing.
 */
export function MediaPicker({
  attachments: state,
  disabled,
}: {
  attachments: MediaAttachments;
  disabled?: boolean;
}) {
  const { attachments, add, remove, setAlt, refusal } = state;
  const full = attachments.length >= mediaLimits.perPost;
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    onDrop: (files) => add(files),
    accept: Object.fromEntries(acceptedImageTypes.map((type) => [type, []])),
    noClick: true,
    noKeyboard: true,
    disabled: disabled || full,
  });

  return (
    <div
      {...getRootProps({
        className: cn(
          'flex flex-col gap-3 rounded-xl border border-dashed border-border p-3',
          isDragActive && 'border-primary bg-muted',
        ),
      })}
    >
      <input {...getInputProps({ 'aria-label': 'Add images' })} />
      {attachments.length > 0 && (
        <ul aria-label="Images to post" className="grid grid-cols-2 gap-3">
          {attachments.map((a, index) => (
            <li key={a.key} className="flex flex-col gap-2">
              <div className="relative aspect-square overflow-hidden rounded-lg bg-muted">
                <img src={a.previewUrl} alt="" className="size-full object-cover" />
                <button
                  type="button"
                  onClick={() => remove(a.key)}
                  aria-label={`Remove image ${index + 1}`}
                  className="absolute top-1.5 right-1.5 inline-flex size-8 cursor-pointer items-center justify-center rounded-full bg-black/70 text-white"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
                {!a.media && !a.error && (
                  <progress
                    aria-label={`Uploading image ${index + 1}`}
                    value={a.progress}
                    max={1}
                    className="absolute inset-x-2 bottom-2 h-1.5 w-[calc(100%-1rem)]"
                  />
                )}
              </div>
              {a.error ? (
                <p role="alert" className="text-sm text-error">
                  {a.error}
                </p>
              ) : (
                <div className="flex flex-col gap-1 text-sm">
                  <label htmlFor={`${a.key}-alt`} className="font-medium">
                    Alt text for image {index + 1}
                  </label>
                  <textarea
                    id={`${a.key}-alt`}
                    rows={2}
                    value={a.alt}
                    maxLength={mediaLimits.altMax}
                    onChange={(event) => setAlt(a.key, event.target.value)}
                    placeholder="Describe the image for people who cannot see it"
                    aria-describedby={a.alt.trim() === '' ? `${a.key}-alt-hint` : undefined}
                    className="rounded-lg border border-input bg-background px-2 py-1.5 text-sm"
                  />
                  {a.alt.trim() === '' && (
                    <span id={`${a.key}-alt-hint`} className="text-xs text-muted-foreground">
                      Adding a description helps people who use screen readers.
                    </span>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={open} disabled={disabled || full}>
          <ImagePlus aria-hidden="true" className="size-4" />
          Add images
        </Button>
        <span className="text-xs text-muted-foreground">
          {/* 'Four' is mediaLimits.perPost spelled out: change both together. */}
          {full
            ? 'Four images at most'
            : `Or drop or paste them here: PNG, JPEG, WebP or GIF, up to ${mediaLimits.perPost}`}
        </span>
      </div>
      {refusal && (
        <p role="alert" className="text-sm text-error">
          {refusal}
        </p>
      )}
    </div>
  );
}
