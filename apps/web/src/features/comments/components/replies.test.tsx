import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/testing/fetch-stub';
import { makeComment, makePost } from '@/testing/post-fixtures';
import { renderWithProviders } from '@/testing/render-app';
import { CommentsSection } from './comments-section';

const ME = '01968f5e-7c2a-7b3e-9f1a-00000000abcd';
const thread = (commentList: ReturnType<typeof makeComment>[], total = commentList.length) => ({
  commentList,
  total,
  nextCursor: null,
  hasMore: false,
});

describe('replies', () => {
  it('opens a comment’s replies, answers one, and indents to three levels', async () => {
    window.localStorage.setItem('userId', ME);
    const post = makePost();
    const top = makeComment({ post: post._id, content: 'top level', replyCount: 1 });
    const second = makeComment({
      post: post._id,
      content: 'second level',
      parent: top._id,
      replyCount: 1,
    });
    const third = makeComment({
      post: post._id,
      content: 'third level',
      parent: second._id,
      replyCount: 1,
      author: { _id: 'x', name: 'Ada', username: 'ada', profile_pic: '' },
    });
    const fourth = makeComment({ post: post._id, content: 'fourth level', parent: third._id });
    const mine = makeComment({
      post: post._id,
      content: 'my answer',
      parent: top._id,
      isMine: true,
    });
    const { calls } = stubFetch(({ path, body }) => {
      if (path === '/api/v1/comment/new') return ok({ comment: mine }, 201);
      const parent = (body as { filters: { parent?: string } }).filters.parent;
      if (!parent) return ok(thread([top], 4));
      const replies = { [top._id]: [second], [second._id]: [third], [third._id]: [fourth] };
      return ok(thread(replies[parent] ?? []));
    });
    const { user } = renderWithProviders(<CommentsSection post={post} />);

    await user.click(await screen.findByRole('button', { name: 'View 1 reply' }));
    expect(await screen.findByText('second level')).toBeVisible();
    const listed = calls.filter((call) => call.path === '/api/v1/comment/list');
    expect(listed.at(-1)?.body).toMatchObject({ filters: { post: post._id, parent: top._id } });
    await user.click(screen.getByRole('button', { name: 'View 1 reply' }));
    await user.click(await screen.findByRole('button', { name: 'View 1 reply' }));
    const fourthText = await screen.findByText('fourth level');
    // Below the third level a reply lines up with its parent, saying whom it answers.
    expect(
      within(fourthText.closest('li') as HTMLElement).getByText('replying to Ada'),
    ).toBeVisible();
    expect(screen.getByRole('list', { name: 'Replies to Ada' })).not.toHaveClass('border-l');

    await user.click(
      screen.getAllByRole('button', { name: /^Reply to Alan Turing/ })[0] as HTMLElement,
    );
    const box = screen.getByPlaceholderText('Reply to Alan Turing...');
    expect(box).toHaveFocus();
    await user.type(box, 'my answer');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(screen.getByText('my answer')).toBeVisible());
    const sent = calls.find((call) => call.path === '/api/v1/comment/new');
    expect(sent?.body).toMatchObject({ comment: { parent: top._id, content: 'my answer' } });
    expect(screen.getByRole('heading', { name: 'Comments (5)' })).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Reply to Alan Turing...')).not.toBeInTheDocument();
    // Many steps of typing and clicking: a busy machine needs longer than the default.
  }, 20_000);

  it('shows a deleted comment with replies as [deleted], with no actions', async () => {
    window.localStorage.setItem('userId', ME);
    const post = makePost();
    const gone = makeComment({
      post: post._id,
      deleted: true,
      content: '',
      author: null,
      replyCount: 2,
    });
    stubFetch(() => ok(thread([gone], 2)));
    renderWithProviders(<CommentsSection post={post} />);
    const item = (await screen.findByText('[deleted]')).closest('li') as HTMLElement;
    expect(within(item).queryByRole('button', { name: /Like/ })).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /^Reply/ })).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'View 2 replies' })).toBeVisible();
  });
});
