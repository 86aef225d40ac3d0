import { Hash } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTrendingTags } from '../api/get-trending-tags';

const peopleText = (people: number) => (people === 1 ? '1 person' : `${people} people`);

/** Trending tags: used by the most different people today. Nothing shows until there are some. */
export function TrendingTags() {
  const { data } = useTrendingTags();
  const headingId = useId();
  const tags = data?.tags ?? [];
  if (tags.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold">
        Trending tags
      </h2>
      <ul className="flex flex-wrap gap-2">
        {tags.map(({ tag, people }) => (
          <li key={tag}>
            <Link
              to={paths.tag(tag)}
              className="inline-flex items-center gap-1 rounded-full border border-border px-3 py-1 text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Hash aria-hidden="true" className="size-3.5 text-muted-foreground" />
              <span className="font-medium">{tag}</span>
              <span className="text-muted-foreground">· {peopleText(people)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
