import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStorage } from '@/lib/auth-storage';
import { ok, stubFetch } from '@/testing/fetch-stub';
import { makeUser } from '@/testing/fixtures';
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
    expect(within(card).getByRole('button', { name: 'Repost 1' })).not.toHaveAttribute(
      'aria-pressed',
    );
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

  describe('a repost', () => {
    const me = makeUser({ name: 'Ann Lee', username: 'ann' });
    const sam = {
      _id: '01968f5e-7c2a-7b3e-9f1a-00000000a5a5',
      name: 'Sam Stone',
      username: 'sam',
      profile_pic: '',
    };
    const signedIn = () => {
      authStorage.setSession('token-1', me._id);
      stubFetch(() => ok({ user: me }));
    };

    it('says who reposted it above the header, linking to their profile', () => {
      signedIn();
      const post = makePost({ repostedBy: sam, repostedAt: '2025-01-07T12:00:00.000Z' });
      renderWithProviders(<PostCard post={post} />);

      const card = screen.getByRole('article', { name: 'Grace Hopper' });
      expect(card).toHaveAccessibleDescription('Reposted by Sam Stone');
      const link = within(card).getByRole('link', { name: 'Reposted by Sam Stone' });
      expect(link).toHaveAttribute('href', `/profile/${sam._id}`);
      // Above the header: the first thing the card says.
      expect(card.firstElementChild).toContainElement(link);
      // The author stays the author.
      expect(within(card).getByRole('link', { name: 'Grace Hopper' })).toBeInTheDocument();
    });

    it("says 'You reposted' on the signed-in user's own repost", async () => {
      signedIn();
      const post = makePost({
        repostedBy: { ...sam, _id: me._id, name: me.name },
        repostedAt: '2025-01-07T12:00:00.000Z',
      });
      renderWithProviders(<PostCard post={post} />);

      const link = await screen.findByRole('link', { name: 'You reposted' });
      expect(link).toHaveAttribute('href', `/profile/${me._id}`);
      expect(screen.getByRole('article')).toHaveAccessibleDescription('You reposted');
    });

    it('names the sharer of an anonymous post, never its author', () => {
      signedIn();
      const post = makePost({
        author: null,
        visibility: 'private',
        repostedBy: sam,
        repostedAt: '2025-01-07T12:00:00.000Z',
      });
      renderWithProviders(<PostCard post={post} />);

      const card = screen.getByRole('article', { name: 'Anonymous' });
      expect(card).toHaveAccessibleDescription('Reposted by Sam Stone');
    });

    it('shows no line on a post that no repost put there', () => {
      renderWithProviders(<PostCard post={makePost()} />);
      expect(screen.getByRole('article')).not.toHaveAttribute('aria-describedby');
      expect(screen.queryByText(/reposted/i)).not.toBeInTheDocument();
    });
  });
});
