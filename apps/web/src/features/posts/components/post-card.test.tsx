import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePost } from '@/testing/post-fixtures';
import { renderWithProviders } from '@/testing/render-app';
import { PostCard } from './post-card';

describe('PostCard', () => {
  it("names an anonymous post's card 'Anonymous' and shows no author at all", () => {
    const post = makePost({ author: null, visibility: 'private', content: 'Hidden\nsecond line' });
    renderWithProviders(<PostCard post={post} />);

    const card = screen.getByRole('article', { name: 'Anonymous' });
    expect(within(card).getAllByText('Anonymous')).toHaveLength(2); // the name and the badge
    expect(within(card).queryByRole('link', { name: /profile/i })).not.toBeInTheDocument();
    expect(within(card).getByText(/Hidden/)).toHaveTextContent('Hidden second line');
    expect(within(card).getByText(/Hidden/).textContent).toBe('Hidden\nsecond line');
  });

  it('says how long ago a recent post was written, with the full date and time on hover', () => {
    const written = new Date(Date.now() - 3 * 60 * 60 * 1000 - 60_000).toISOString();
    renderWithProviders(<PostCard post={makePost({ created_at: written })} />);

    const time = screen.getByText('3h');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', written);
    expect(time.getAttribute('title')).toMatch(/ at \d{1,2}:\d{2} [AP]M$/);
  });

  it("shows the author's name, a link to their profile, the date, the counts and the badge", () => {
    const post = makePost({
      counts: { likes: 3, hugs: 2, shares: 1, comments: 4 },
      viewer: { liked: true, hugged: false, shared: false, saved: true },
      edited: true,
    });
    renderWithProviders(<PostCard post={post} renderComments={() => null} />);

    const card = screen.getByRole('article', { name: 'Grace Hopper' });
    expect(within(card).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      `/profile/${post.author?._id}`,
    );
    expect(within(card).getByRole('link', { name: /Jan 5, 2025/ })).toHaveAttribute(
      'href',
      `/posts/${post._id}`,
    );
    expect(within(card).getByText('Public')).toBeInTheDocument();
    expect(within(card).getByText('Edited')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Like 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(card).getByRole('button', { name: 'Hug 2' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(card).getByRole('button', { name: 'Share 1' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Comments 4' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(card).getByRole('button', { name: 'Save' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("marks the viewer's own anonymous post as theirs, still under 'Anonymous'", () => {
    const post = makePost({ visibility: 'private', isMine: true });
    renderWithProviders(<PostCard post={post} />);

    const card = screen.getByRole('article', { name: 'Anonymous' });
    expect(within(card).getByText('(you)')).toBeInTheDocument();
    expect(within(card).queryByText('Grace Hopper')).not.toBeInTheDocument();
  });
});
