import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId } from 'react';
import { cn } from '@/lib/cn';

type SwitchProps = {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** A line under the label, read as the switch's description. */
  description?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
};

/**
 * An on/off toggle (Radix Switch): a button with the switch role, named by its visible
 * label, so Space and Enter toggle it and screen readers announce "on" or "off".
 */
export function Switch({
  label,
  checked,
  onCheckedChange,
  description,
  disabled,
  id,
  name,
  className,
}: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const descriptionId = `${switchId}-description`;

  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div className="flex min-w-0 flex-col gap-0.5">
        <label htmlFor={switchId} className="cursor-pointer text-sm font-medium text-foreground">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
      <SwitchPrimitive.Root
        id={switchId}
        name={name}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
        className="relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input transition-colors disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-primary"
      >
        <SwitchPrimitive.Thumb className="pointer-events-none block size-6 translate-x-0 rounded-full bg-white shadow-sm ring-0 transition-transform motion-reduce:transition-none data-[state=checked]:translate-x-5" />
      </SwitchPrimitive.Root>
    </div>
  );
}
