import { postSearchMax } from '@app/contract';
import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';

/** The round search box with its magnifier, as Explore and the search form show it. */
export function SearchInput(props: Omit<ComponentProps<'input'>, 'type' | 'className'>) {
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        type="search"
        placeholder="Search"
        aria-label="Search posts"
        maxLength={postSearchMax}
        {...props}
        className="h-11 w-full rounded-full border border-input bg-background pr-4 pl-10 text-base text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 sm:text-sm"
      />
    </div>
  );
}
