import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { type ReactNode, useRef } from 'react';
import { cn } from '@/lib/cn';
import { type ButtonSize, type ButtonVariant, buttonVariants } from './button';
import { Tooltip } from './tooltip';

export type MenuItem = {
  label: string;
  onSelect: () => void;
  icon?: ReactNode;
  destructive?: boolean;
};

type DropdownMenuProps = {
  /** The trigger's accessible name, e.g. 'More actions'. */
  label: string;
  /** What the trigger shows (an icon); the label names it. */
  trigger: ReactNode;
  items: readonly MenuItem[];
  variant?: ButtonVariant;
  size?: ButtonSize;
  align?: 'start' | 'end';
  className?: string;
};

/**
 * A menu button (Radix DropdownMenu): opens on click, Enter, Space or Arrow Down; arrows,
 * Home, End and typing move between items; Escape closes and returns focus to the trigger.
 */
export function DropdownMenu({
  label,
  trigger,
  items,
  variant = 'outline',
  size = 'icon',
  align = 'end',
  className,
}: DropdownMenuProps) {
  // An item's action runs once the menu has closed and given focus back to the trigger, so
  // a dialog it opens gives focus back there too (Radix refocuses the trigger a tick late).
  const chosen = useRef<MenuItem | null>(null);

  return (
    // Not modal, as before: a click outside closes the menu and still does what it clicks, and
    // Radix's modal scroll lock injects a <style> that our Content-Security-Policy refuses.
    <MenuPrimitive.Root modal={false}>
      <Tooltip label={label}>
        <MenuPrimitive.Trigger
          aria-label={label}
          className={buttonVariants({ variant, size, className })}
        >
          {trigger}
        </MenuPrimitive.Trigger>
      </Tooltip>
      <MenuPrimitive.Portal>
        <MenuPrimitive.Content
          align={align}
          sideOffset={8}
          onCloseAutoFocus={() => {
            const item = chosen.current;
            chosen.current = null;
            item?.onSelect();
          }}
          className="z-30 flex min-w-44 flex-col rounded-2xl border border-border bg-card p-1.5 text-card-foreground shadow-lg"
        >
          {items.map((item) => (
            <MenuPrimitive.Item
              key={item.label}
              onSelect={() => {
                chosen.current = item;
              }}
              className={cn(
                'flex w-full cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium transition-colors data-highlighted:bg-muted',
                item.destructive ? 'text-error' : 'text-foreground',
              )}
            >
              {item.icon}
              {item.label}
            </MenuPrimitive.Item>
          ))}
        </MenuPrimitive.Content>
      </MenuPrimitive.Portal>
    </MenuPrimitive.Root>
  );
}
