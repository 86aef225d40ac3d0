import { messages } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userKeys } from '@/lib/query-keys';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { makeUser } from '@/testing/fixtures';
import { deferred, makeComment, makePost } from '@/testing/post-fixtures';
import { renderWithProviders } from '@/testing/render-app';
import { CommentsSection } from './comments-section';

const ME = '01968f5e-7c2a-7b3e-9f1a-00000000abcd';
const emptyThread = { commentList: [], total: 0, nextCursor: null, hasMore: false };

describe('CommentsSection', () => {
  it('renders nothing without a current user id', () => {
    const { calls } = stubFetch(() => ok(emptyThread));
    renderWithProviders(<CommentsSection post={makePost()} />);
    expect(screen.queryByRole('heading', { name: /Comments/ })).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Write a comment...')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("blocks an empty comment, shows 'Posting...' while busy and clears the box after", async () => {
    window.localStorage.setItem('userId', ME);
    const post = makePost();
    const created = makeComment({ post: post._id, content: 'Nice one', isMine: true });
    const answer = deferred<Response>();
    const { calls } = stubFetch(({ path }) =>
      path === '/api/v1/comment/new' ? answer.promise : ok(emptyThread),
    );
    const { user } = renderWithProviders(<CommentsSection post={post} />);

    expect(await screen.findByText('No comments yet. Be the first to comment!')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Comments (0)' })).toBeInTheDocument();
    const box = screen.getByPlaceholderText('Write a comment...');
    const postButton = screen.getByRole('button', { name: 'Post' });
    expect(postButton).toBeDisabled();
    await user.type(box, '   ');
    expect(postButton).toBeDisabled();

    await user.type(box, 'Nice one');
    expect(postButton).toBeEnabled();
    await user.click(postButton);

    const busy = screen.getByRole('button', { name: 'Posting...' });
    expect(busy).toBeDisabled();
    const sent = calls.find((call) => call.path === '/api/v1/comment/new');
    expect(sent?.body).toEqual({
      comment: {
        content: '   Nice one',
        post: post._id,
        author: ME,
        likes: [],
        is_deleted: false,
        visibility: 'public',
      },
    });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    answer.resolve(ok({ comment: created }, 201));
    await waitFor(() => expect(box).toHaveValue(''));
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Nice one')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
  });

  it('comments anonymously by default on my own anonymous post, and shows pseudonyms', async () => {
    window.localStorage.setItem('userId', ME);
    const post = makePost({ visibility: 'private', isMine: true, author: null });
    const thread = {
      commentList: [
        makeComment({ visibility: 'private', author: null, pseudonym: 'Anonymous 1' }),
        makeComment({ content: 'Named comment' }),
      ],
      total: 2,
      nextCursor: null,
      hasMore: false,
    };
    stubFetch(() => ok(thread));
    renderWithProviders(<CommentsSection post={post} />);

    expect(await screen.findByText('Anonymous 1')).toBeInTheDocument();
    expect(screen.getByText('Alan Turing')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Comment anonymously' })).toBeChecked();
    // As the post's author I may delete any comment on it.
    expect(screen.getAllByRole('button', { name: 'Delete comment' })).toHaveLength(2);
  });

  it('explains, with the switch off and disabled, that anonymous commenting was taken away', async () => {
    window.localStorage.setItem('userId', ME);
    stubFetch(() => ok(emptyThread));
    const { queryClient } = renderWithProviders(<CommentsSection post={makePost()} />);
    queryClient.setQueryData(userKeys.me(), makeUser({ _id: ME, canPostAnonymously: false }));

    const toggle = await screen.findByRole('switch', { name: 'Comment anonymously' });
    await waitFor(() => expect(toggle).toBeDisabled());
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(messages.anonymousPostingRevokedExplanation);
  });

  it("shows the server's 403, then lets the switch be turned off but not on again", async () => {
    window.localStorage.setItem('userId', ME);
    const { calls } = stubFetch(({ path }) =>
      path === '/api/v1/comment/new'
        ? fail(403, 'ANONYMOUS_POSTING_REVOKED', messages.anonymousPostingRevoked)
        : ok(emptyThread),
    );
    const { user, queryClient } = renderWithProviders(<CommentsSection post={makePost()} />);
    queryClient.setQueryData(userKeys.me(), makeUser({ _id: ME, canPostAnonymously: true }));

    const toggle = await screen.findByRole('switch', { name: 'Comment anonymously' });
    await user.click(toggle);
    await user.type(screen.getByPlaceholderText('Write a comment...'), 'Quietly');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.anonymousPostingRevoked);
    await waitFor(() =>
      expect(toggle).toHaveAccessibleDescription(messages.anonymousPostingRevokedExplanation),
    );
    expect(toggle).toBeChecked();
    expect(toggle).toBeEnabled();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    expect(calls.filter((call) => call.path === '/api/v1/comment/new')).toHaveLength(1);
  });
});
