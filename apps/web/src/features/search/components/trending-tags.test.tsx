import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render-app';
import { TrendingTags, TrendingTagsPanel } from './trending-tags';

describe('TrendingTags', () => {
  it('lists the trending tags with how many people used each, linked to their pages', async () => {
    const tags = [
      { tag: 'garden', posts: 5, people: 3 },
      { tag: '日本', posts: 1, people: 1 },
    ];
    const { calls } = stubFetch(() => ok({ tags }));
    renderWithProviders(<TrendingTags />);
    const garden = await screen.findByRole('link', { name: /garden · 3 people/ });
    expect(garden).toHaveAttribute('href', '/tags/garden');
    expect(screen.getByRole('link', { name: /日本 · 1 person/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Trending tags' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Trending tags' })).toContainElement(garden);
    // Explore shows them all: no link to more.
    expect(screen.queryByRole('link', { name: 'Show more tags' })).not.toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/v1/tags/trending']);
  });

  it('shows the first five beside the page, with a link to Explore for more', async () => {
    const tags = Array.from({ length: 7 }, (_, i) => ({ tag: `tag${i}`, posts: 1, people: 1 }));
    stubFetch(() => ok({ tags }));
    renderWithProviders(<TrendingTagsPanel />);
    const region = await screen.findByRole('region', { name: 'Trending tags' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Show more tags' })).toHaveAttribute(
      'href',
      '/explore',
    );
  });
});
