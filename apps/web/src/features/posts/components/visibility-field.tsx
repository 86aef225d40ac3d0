import type { Visibility } from '@app/contract';
import { Globe, Info, type LucideIcon, VenetianMask } from 'lucide-react';
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

type VisibilityFieldProps = Omit<ComponentProps<'input'>, 'type' | 'value'> & {
  /** Choices that cannot be made here, each with the reason the form shows and reads out. */
  unavailable?: Partial<Record<Visibility, string>>;
};

/**
 * Public or Anonymous, as two radio cards. Each radio is named by its short label
 * alone ('Public', 'Anonymous') and described by the sentence under it. A choice that is
 * unavailable is disabled and also described by its reason, shown under the cards; the
 * group is described by it too, since a disabled radio cannot take focus.
 */
export function VisibilityField({ unavailable = {}, ...props }: VisibilityFieldProps) {
  const id = useId();
  const reasons = options.flatMap(({ value }) => {
    const reason = unavailable[value];
    return reason ? [{ value, reason, id: `${id}-${value}-reason` }] : [];
  });
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={reasons.length ? reasons.map((r) => r.id).join(' ') : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-foreground">Who sees your name</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map(({ value, label, description, icon: Icon }) => {
          const reason = reasons.find((r) => r.value === value);
          return (
            <label
              key={value}
              className="flex cursor-pointer gap-3 rounded-xl border border-input p-3.5 transition-colors hover:bg-muted has-checked:border-primary has-checked:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:hover:bg-transparent"
            >
              <input
                type="radio"
                value={value}
                aria-labelledby={`${id}-${value}-label`}
                aria-describedby={[`${id}-${value}-description`, reason?.id]
                  .filter(Boolean)
                  .join(' ')}
                className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
                {...props}
                disabled={Boolean(reason) || props.disabled}
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
          );
        })}
      </div>
      {reasons.map(({ id: reasonId, reason }) => (
        <p
          key={reasonId}
          id={reasonId}
          className="flex gap-2 rounded-xl border border-border bg-muted p-3.5 text-sm text-foreground"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {reason}
        </p>
      ))}
    </fieldset>
  );
}
