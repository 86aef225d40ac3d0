import { messages, pictureLimits } from '@app/contract';
import { Camera } from 'lucide-react';
import { useId, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useObjectUrl } from '../hooks/use-object-url';
import { checkPictureFiles, pictureAccept, pictureMaxSizeLabel } from '../lib/picture-file';
import { usersTexts } from '../texts';

export type PictureChoice = {
  /** A new picture to upload. */
  file: File | null;
  /** The current picture is to go. */
  removed: boolean;
};

type PictureDropZoneProps = {
  name: string;
  currentUrl: string;
  value: PictureChoice;
  onChange: (value: PictureChoice) => void;
  error: string | undefined;
  onError: (message: string | undefined) => void;
  disabled?: boolean;
};

/**
 * The profile picture: drop an image on the zone, or click it (or focus it and press Enter)
 * to choose one. png and jpeg only, at most 5 MB and 40 megapixels, checked here before the
 * server checks them again.
 */
export function PictureDropZone({
  name,
  currentUrl,
  value,
  onChange,
  error,
  onError,
  disabled = false,
}: PictureDropZoneProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [dragging, setDragging] = useState(false);
  const previewUrl = useObjectUrl(value.file);
  const shownUrl = value.file ? previewUrl : value.removed ? '' : currentUrl;
  const hasPicture = Boolean(value.file || (!value.removed && currentUrl));

  const take = (files: readonly File[]) => {
    const checked = checkPictureFiles(files);
    if (checked.error !== undefined) {
      onError(checked.error);
      return;
    }
    onError(undefined);
    onChange({ file: checked.file, removed: false });
  };

  return (
    <div className="flex flex-col gap-2">
      {/* Drag and drop is a shortcut for the mouse; the file input serves everyone else. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
      <div
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!disabled) take(Array.from(event.dataTransfer.files));
        }}
        className={cn(
          'flex flex-col items-center gap-4 rounded-3xl border-2 border-dashed p-4 transition-colors sm:flex-row sm:p-5',
          dragging ? 'border-primary bg-accent' : 'border-border',
          error && 'border-destructive',
        )}
      >
        <input
          id={inputId}
          type="file"
          accept={pictureAccept}
          aria-label="Profile photo"
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          className="peer sr-only"
          onChange={(event) => {
            take(Array.from(event.target.files ?? []));
            // Choosing the same file again must still count as a change.
            event.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className="group flex min-w-0 flex-1 cursor-pointer flex-col items-center gap-4 rounded-2xl p-1 text-center peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:cursor-not-allowed sm:flex-row sm:text-left"
        >
          <span className="relative shrink-0">
            {value.file && previewUrl ? (
              <img
                src={previewUrl}
                alt=""
                className="size-24 rounded-full bg-muted object-cover"
                onLoad={(event) => {
                  const { naturalWidth, naturalHeight } = event.currentTarget;
                  if (naturalWidth * naturalHeight > pictureLimits.maxPixels) {
                    onError(messages.pictureTooManyPixels);
                    onChange({ file: null, removed: value.removed });
                  }
                }}
              />
            ) : (
              <Avatar src={shownUrl} name={name} size="xl" />
            )}
            <span className="absolute right-0 bottom-0 inline-flex size-8 items-center justify-center rounded-full border-2 border-card bg-primary text-primary-foreground">
              <Camera aria-hidden="true" className="size-4" />
            </span>
          </span>
          <span className="flex flex-col gap-1">
            <span className="font-semibold text-link group-hover:underline">
              {usersTexts.changePhoto}
            </span>
            <span id={hintId} className="text-sm text-muted-foreground">
              PNG or JPEG up to {pictureMaxSizeLabel}. Drop it here or click to choose.
            </span>
          </span>
        </label>
        {hasPicture && (
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => {
              onError(undefined);
              onChange({ file: null, removed: true });
            }}
          >
            Remove photo
          </Button>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
