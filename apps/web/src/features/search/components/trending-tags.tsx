import type { TrendingTag } from '@app/contract';
import { Hash } from 'lucide-react';
import { Link } from 'react-router';
import { PanelSection } from '@/components/ui/panel-section';
import { paths } from '@/config/paths';
import { useTrendingTags } from '../api/get-trending-tags';

const peopleText = (people: number) => (people === 1 ? '1 person' : `${people} people`);

function TagLinks({ tags }: { tags: TrendingTag[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {tags.map(({ tag, people }) => (
        <li key={tag} className="min-w-0">
          <Link
            to={paths.tag(tag)}
            className="inline-flex max-w-full items-center gap-1 rounded-full border border-border px-3 py-1 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Hash aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
            <span className="truncate font-medium">{tag}</span>
            <span className="shrink-0 text-muted-foreground">· {peopleText(people)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Trending tags: used by the most different people today. Nothing shows until there are some. */
export function TrendingTags() {
  const { data } = useTrendingTags();
  const tags = data?.tags ?? [];
  if (tags.length === 0) return null;
  return (
    <PanelSection title="Trending tags" className="gap-3">
      <TagLinks tags={tags} />
    </PanelSection>
  );
}

// Five in the narrow column beside the page; Explore shows all ten.
const inPanel = 5;

/** The first trending tags for the right column, reading the query Explore shows. */
export function TrendingTagsPanel() {
  const { data } = useTrendingTags();
  const tags = data?.tags.slice(0, inPanel) ?? [];
  if (tags.length === 0) return null;
  return (
    <PanelSection title="Trending tags" more={{ to: paths.explore(), label: 'Show more tags' }}>
      <TagLinks tags={tags} />
    </PanelSection>
  );
}
