import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/cn';

type TextareaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  /** Shows the label to screen readers only, when the placeholder says it all visually. */
  hideLabel?: boolean;
  error?: string | undefined;
  /** A live character counter under the field, e.g. 12/2000. */
  counter?: { length: number; max: number };
  description?: string;
};

export const textareaClasses =
  'w-full resize-y rounded-xl border border-input bg-background px-3.5 py-2.5 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground hover:border-muted-foreground/60 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm';

/**
 * A labelled textarea with its description, counter and validation message under it;
 * all three are the field's accessible description.
 */
export function TextareaField({
  label,
  hideLabel = false,
  error,
  counter,
  description,
  id,
  className,
  ...props
}: TextareaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  const counterId = `${fieldId}-counter`;
  const descriptionId = `${fieldId}-description`;
  const over = counter ? counter.length > counter.max : false;
  const describedBy =
    [description && descriptionId, error && errorId, counter && counterId]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className="flex flex-col gap-1.5">
      <label
        htmlFor={fieldId}
        className={cn('text-sm font-medium text-foreground', hideLabel && 'sr-only')}
      >
        {label}
      </label>
      {description && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      <textarea
        id={fieldId}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={describedBy}
        className={cn(textareaClasses, className)}
        {...props}
      />
      {(error || counter) && (
        <div className="flex items-start justify-between gap-3 text-sm">
          <p id={errorId} className="text-error">
            {error}
          </p>
          {counter && (
            <p
              id={counterId}
              className={cn(
                'shrink-0 tabular-nums',
                over ? 'font-semibold text-error' : 'text-muted-foreground',
              )}
            >
              {counter.length}/{counter.max}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
