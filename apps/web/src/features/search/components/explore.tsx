import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { searchDebounceMs } from '@/config';
import { usePosts } from '@/features/posts';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { type PopularFilter, usePopularPosts } from '../api/get-popular-posts';
import { ExploreGrid } from './explore-grid';
import { SearchInput } from './search-input';
import { TrendingTags } from './trending-tags';

function SearchResults({ search }: { search: string }) {
  const query = usePosts({ search });
  return <ExploreGrid query={query} label="Search results" emptyTitle="No results found" />;
}

/** Popular Today's choice lives in the URL (`?popular=following`), so Back from a post finds it. */
function PopularToday() {
  const [params, setParams] = useSearchParams();
  const filter: PopularFilter = params.get('popular') === 'following' ? 'following' : 'all';
  const setFilter = (value: PopularFilter) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'following') next.set('popular', value);
        else next.delete('popular');
        return next;
      },
      { replace: true },
    );
  const query = usePopularPosts(filter);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          Popular Today
        </h2>
        <div
          role="radiogroup"
          aria-label="Popular Today filter"
          className="flex rounded-full border border-border p-1"
        >
          {(['all', 'following'] as const).map((value) => (
            <label
              key={value}
              className={cn(
                'relative cursor-pointer rounded-full px-3 py-1 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-ring',
                filter === value
                  ? 'bg-primary text-primary-foreground'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              <input
                type="radio"
                name="popular-filter"
                value={value}
                checked={filter === value}
                onChange={() => setFilter(value)}
                // Transparent over the whole pill: the choice is clicked where it is seen.
                className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
              />
              {value === 'all' ? 'All' : 'Following'}
            </label>
          ))}
        </div>
      </div>
      <ExploreGrid query={query} label="Popular posts" emptyTitle="No posts available" />
    </section>
  );
}

/**
 * Explore: search posts (debounced, the query kept in the URL so a search can be shared and
 * survives a reload) or, without a query, Popular Today. The URL decides what the grid shows;
 * the box writes to it once typing pauses, and follows it when a link or Back changes it.
 */
export function Explore() {
  const [params, setParams] = useSearchParams();
  const urlQuery = (params.get('q') ?? '').trim();
  const [text, setText] = useState(urlQuery);
  const search = useDebouncedValue(text.trim(), searchDebounceMs);
  // The query the box last settled on, or last took from the URL.
  const settled = useRef(search);
  const lastSearch = useRef(search);

  useEffect(() => {
    // Only a new pause in typing writes: setParams changes with every URL, and after a link
    // cleared the query the debounced value is stale for a moment and must not come back.
    if (search === lastSearch.current) return;
    lastSearch.current = search;
    if (search === settled.current) return;
    settled.current = search;
    // Replace, not push: one history entry per search, not one per pause in typing.
    setParams(search ? { q: search } : {}, { replace: true });
  }, [search, setParams]);

  useEffect(() => {
    // The URL changed without the box (the Explore link, Back): the box shows the URL's query.
    if (urlQuery === settled.current) return;
    settled.current = urlQuery;
    setText(urlQuery);
  }, [urlQuery]);

  return (
    <div className="space-y-6">
      <SearchInput value={text} onChange={(event) => setText(event.target.value)} />
      {urlQuery ? (
        <SearchResults key={urlQuery} search={urlQuery} />
      ) : (
        <>
          <TrendingTags />
          <PopularToday />
        </>
      )}
    </div>
  );
}
