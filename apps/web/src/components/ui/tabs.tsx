import { type ReactNode, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

export type Tab = { id: string; label: ReactNode; panel: ReactNode };

type TabsProps = {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly Tab[];
  defaultTab?: string;
  className?: string;
};

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): arrows, Home and End move between
 * tabs and show their panel; only the selected tab is in the Tab order. Only the selected
 * panel is rendered, so a hidden one fetches nothing.
 */
export function Tabs({ label, tabs, defaultTab, className }: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(defaultTab ?? tabs[0]?.id);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelected(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 self-start rounded-full border border-border bg-muted p-1"
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              // Only the selected panel exists, so only its tab points at it.
              aria-controls={isSelected ? `${baseId}-panel-${tab.id}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'inline-flex h-9 cursor-pointer items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors',
                isSelected
                  ? 'bg-card text-foreground shadow-sm'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern lets the panel take focus when it has nothing focusable.
          tabIndex={0}
          className="rounded-2xl outline-offset-4"
        >
          {current.panel}
        </div>
      )}
    </div>
  );
}
