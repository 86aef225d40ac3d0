import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Tooltip } from './tooltip';

const tones = {
  rose: 'aria-pressed:text-rose-700 hover:text-rose-700 hover:bg-rose-500/10 dark:aria-pressed:text-rose-400 dark:hover:text-rose-400',
  amber:
    'aria-pressed:text-amber-700 hover:text-amber-700 hover:bg-amber-500/10 dark:aria-pressed:text-amber-400 dark:hover:text-amber-400',
  emerald:
    'aria-pressed:text-emerald-700 data-active:text-emerald-700 hover:text-emerald-700 hover:bg-emerald-500/10 dark:aria-pressed:text-emerald-400 dark:data-active:text-emerald-400 dark:hover:text-emerald-400',
  primary: 'aria-pressed:text-link hover:text-link hover:bg-accent aria-expanded:text-link',
} as const;

type ActionButtonProps = Omit<ComponentProps<'button'>, 'children'> & {
  /** The accessible name's first word ('Like'); the count follows it: 'Like 3'. */
  label: string;
  icon: LucideIcon;
  count?: number | undefined;
  /** A toggle (aria-pressed) when given. */
  pressed?: boolean | undefined;
  /**
   * Shown as on, for a button whose label says its state ('Undo repost') and so is no toggle
   * (a toggle's name stays the same when pressed). Coloured for the emerald tone.
   */
  active?: boolean | undefined;
  tone?: keyof typeof tones;
  size?: 'sm' | 'md';
  /** Fills the icon while pressed (a heart, a bookmark); outline icons stay bolder instead. */
  fillWhenPressed?: boolean;
};

/**
 * An icon button with its count beside it, as on every social card. The label is
 * written out for screen readers and shown as a tooltip; the count is visible text, so
 * the name reads 'Like 3'.
 */
export function ActionButton({
  label,
  icon: Icon,
  count,
  pressed,
  active,
  tone = 'primary',
  size = 'md',
  fillWhenPressed = false,
  className,
  type = 'button',
  ...props
}: ActionButtonProps) {
  return (
    <Tooltip label={label}>
      <button
        type={type}
        aria-pressed={pressed}
        data-active={active || undefined}
        className={cn(
          'inline-flex cursor-pointer items-center gap-1.5 rounded-full text-sm font-medium text-muted-foreground transition-colors disabled:cursor-not-allowed disabled:opacity-60',
          size === 'md' ? 'h-9 min-w-9 px-2.5' : 'h-8 min-w-8 px-2 text-xs',
          tones[tone],
          className,
        )}
        {...props}
      >
        <Icon
          aria-hidden="true"
          className={cn(
            size === 'md' ? 'size-[1.15rem]' : 'size-4',
            pressed && fillWhenPressed && 'fill-current',
          )}
          strokeWidth={(pressed && !fillWhenPressed) || active ? 2.5 : 2}
        />
        <span className="sr-only">{label}</span>
        {count !== undefined && (
          <>
            {' '}
            <span className="tabular-nums">{count}</span>
          </>
        )}
      </button>
    </Tooltip>
  );
}
