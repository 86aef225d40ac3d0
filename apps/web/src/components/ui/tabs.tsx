import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export type Tab<Id extends string = string> = { id: Id; label: ReactNode; panel: ReactNode };

type TabsProps<Id extends string> = {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly Tab<Id>[];
  defaultTab?: Id;
  /** The shown tab, when the caller keeps the choice (Home remembers it per device). */
  value?: Id;
  onValueChange?: (id: Id) => void;
  className?: string;
};

/**
 * Tabs (Radix Tabs, automatic activation): arrows, Home and End move between tabs and show
 * their panel; only the selected tab is in the Tab order. Radix renders a hidden panel
 * empty, so a panel that is not shown fetches nothing.
 *
 * It imports nothing of ours (no cn: a class given here is added, not merged), so the build
 * puts it in the Radix chunk rather than a chunk of its own (vite.config.ts).
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  defaultTab,
  value,
  onValueChange,
  className,
}: TabsProps<Id>) {
  return (
    <TabsPrimitive.Root
      {...(value === undefined ? { defaultValue: defaultTab ?? tabs[0]?.id } : { value })}
      // Radix gives back one of the triggers' values, which are the tabs' ids.
      onValueChange={(id) => onValueChange?.(id as Id)}
      className={className ? `flex flex-col gap-4 ${className}` : 'flex flex-col gap-4'}
    >
      <TabsPrimitive.List
        aria-label={label}
        className="flex gap-1 self-start rounded-full border border-border bg-muted p-1"
      >
        {tabs.map((tab) => (
          <TabsPrimitive.Trigger
            key={tab.id}
            value={tab.id}
            className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-full px-4 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm"
          >
            {tab.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {tabs.map((tab) => (
        <TabsPrimitive.Content key={tab.id} value={tab.id} className="rounded-2xl outline-offset-4">
          {tab.panel}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
