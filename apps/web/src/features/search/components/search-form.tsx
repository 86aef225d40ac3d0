import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { SearchInput } from './search-input';

/** A search box for any page: Enter opens Explore with the query, as a link to it would. */
export function SearchForm() {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate({
      pathname: paths.explore(),
      search: query ? `?${new URLSearchParams({ q: query })}` : '',
    });
  };

  return (
    <search aria-label="Search posts">
      <form onSubmit={submit}>
        <SearchInput name="q" />
      </form>
    </search>
  );
}
