import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';

type TooltipProps = {
  /** The hint, usually the control's aria-label said again for the eye. */
  label: ReactNode;
  /** One focusable element (a button, a link); it becomes the trigger. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
};

/**
 * The hint over an icon-only control, on hover and on keyboard focus, where `title` showed
 * it to the mouse alone (Radix Tooltip). Each tooltip brings its own provider, so neither
 * pages nor tests set one up, and the sign-in page, which has none, loads none of this.
 * The tip lets the pointer through, so it never covers what is clicked next.
 */
export function Tooltip({ label, children, side = 'top' }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            className="pointer-events-none z-50 rounded-lg bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md"
          >
            {label}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
