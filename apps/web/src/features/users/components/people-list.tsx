import { userSearchMax } from '@app/contract';
import { SearchIcon, SearchX, TriangleAlert, Users } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { InfiniteScrollTrigger } from '@/components/ui/infinite-scroll-trigger';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useUsers } from '../api/list-users';
import { usersTexts } from '../texts';
import { StateCard } from './state-card';
import { UserCard } from './user-card';

/** The seed's search debounce (section 9). */
const SEARCH_DEBOUNCE_MS = 500;

/** People: a search by name or username, and cards that load on as the list scrolls. */
export function PeopleList() {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useUsers(debouncedSearch);
  const { toast } = useToast();

  // The seed's destructive toast, once for each failed fetch.
  useEffect(() => {
    if (users.errorUpdateCount === 0) return;
    toast({ variant: 'destructive', title: usersTexts.loadUsersFailedToast });
  }, [users.errorUpdateCount, toast]);

  const people = users.data?.pages.flatMap((page) => page.userList) ?? [];
  const total = users.data?.pages[0]?.total;

  return (
    <div className="flex flex-col gap-4">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {usersTexts.searchLabel}
        </label>
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search by name or username"
          maxLength={userSearchMax}
          autoComplete="off"
          spellCheck={false}
          className="h-11 w-full rounded-full border border-input bg-background pr-4 pl-10 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground hover:border-muted-foreground/60 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm"
        />
      </div>

      {users.isPending ? (
        <div role="status" className="flex justify-center py-12">
          <Spinner className="size-8 text-primary" />
          <span className="sr-only">Loading users</span>
        </div>
      ) : users.isError && people.length === 0 ? (
        <StateCard
          icon={TriangleAlert}
          tone="error"
          title={usersTexts.loadUsersFailed}
          action={
            <Button variant="outline" onClick={() => void users.refetch()}>
              {usersTexts.tryAgain}
            </Button>
          }
        />
      ) : people.length === 0 ? (
        debouncedSearch ? (
          <StateCard
            icon={SearchX}
            title="No users found"
            description={`Nobody matches "${debouncedSearch}".`}
          />
        ) : (
          <StateCard icon={Users} title="No one else is here yet" />
        )
      ) : (
        <>
          {total !== undefined && (
            <p role="status" className="text-sm text-muted-foreground">
              {total === 1 ? '1 person' : `${total} people`}
            </p>
          )}
          <ul
            aria-busy={users.isPlaceholderData || undefined}
            className={cn(
              'flex flex-col gap-3 transition-opacity',
              users.isPlaceholderData && 'opacity-60',
            )}
          >
            {people.map((user) => (
              <li key={user._id}>
                <UserCard user={user} />
              </li>
            ))}
          </ul>
          <InfiniteScrollTrigger
            hasNextPage={users.hasNextPage}
            isFetchingNextPage={users.isFetchingNextPage}
            isError={users.isFetchNextPageError}
            onLoadMore={() => void users.fetchNextPage()}
            loadingLabel="Loading more users..."
          />
        </>
      )}
    </div>
  );
}
