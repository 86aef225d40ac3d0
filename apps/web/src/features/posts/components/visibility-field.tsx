import type { Visibility } from '@app/contract';
import { Globe, type LucideIcon, VenetianMask } from 'lucide-react';
import { type ComponentProps, useId } from 'react';

const options: { value: Visibility; label: string; description: string; icon: LucideIcon }[] = [
  {
    value: 'public',
    label: 'Public',
    description: 'Your name and picture are shown with the post.',
    icon: Globe,
  },
  {
    value: 'private',
    label: 'Anonymous',
    description:
      'Your name is hidden from everyone. Only you can see that you wrote it: the server keeps the link so you can edit or delete the post.',
    icon: VenetianMask,
  },
];

type VisibilityFieldProps = Omit<ComponentProps<'input'>, 'type' | 'value'>;

/**
 * Public or Anonymous, as two radio cards. Each radio is named by its short label
 * alone ('Public', 'Anonymous') and described by the sentence under it.
 */
export function VisibilityField(props: VisibilityFieldProps) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-foreground">Who sees your name</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map(({ value, label, description, icon: Icon }) => (
          <label
            key={value}
            className="flex cursor-pointer gap-3 rounded-xl border border-input p-3.5 transition-colors hover:bg-muted has-checked:border-primary has-checked:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              value={value}
              aria-labelledby={`${id}-${value}-label`}
              aria-describedby={`${id}-${value}-description`}
              className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
              {...props}
            />
            <span className="flex min-w-0 flex-col gap-1">
              <span
                id={`${id}-${value}-label`}
                className="flex items-center gap-1.5 text-sm font-semibold text-foreground"
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </span>
              <span id={`${id}-${value}-description`} className="text-sm text-muted-foreground">
                {description}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
