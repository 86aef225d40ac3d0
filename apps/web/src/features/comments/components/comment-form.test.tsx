import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { makeUser } from '@/testing/fixtures';
import { makeComment, makePost } from '@/testing/post-fixtures';
import { renderWithProviders } from '@/testing/render-app';
import { CommentForm } from './comment-form';

const ME = '01968f5e-7c2a-7b3e-9f1a-00000000abcd';
const people = [
  makeUser({
    _id: '01968f5e-0000-7000-8000-0000000000a1',
    name: 'Grace Hopper',
    username: 'grace',
  }),
  makeUser({ _id: '01968f5e-0000-7000-8000-0000000000a2', name: 'Greta Garbo', username: 'greta' }),
];

function renderForm() {
  window.localStorage.setItem('userId', ME);
  const post = makePost();
  const stub = stubFetch(({ path, body }) => {
    if (path === '/api/v1/user/list')
      return ok({ userList: people, nextCursor: null, hasMore: false });
    if (path === '/api/v1/comment/new') {
      const { comment } = body as { comment: { content: string } };
      return ok({ comment: makeComment({ post: post._id, content: comment.content }) }, 201);
    }
    return fail(404, 'NOT_FOUND', 'Not found');
  });
  const view = renderWithProviders(<CommentForm post={post} />);
  return { ...stub, ...view, box: screen.getByRole('combobox', { name: 'Write a comment' }) };
}

describe('CommentForm mentions', () => {
  it('offers people for @name, moves with the arrows and picks with Enter', async () => {
    const { user, box, calls } = renderForm();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');

    await user.type(box, 'Hi @gr');
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    const search = calls.filter((call) => call.path === '/api/v1/user/list').at(-1);
    expect(search?.body).toMatchObject({ filters: { search: 'gr' } });

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    expect(box).toHaveValue('Hi @greta ');
    expect((box as HTMLTextAreaElement).selectionStart).toBe('Hi @greta '.length);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(box, 'thanks');
    expect(box).toHaveValue('Hi @greta thanks');
  });

  it('picks with Tab or a click, and Escape closes without picking', async () => {
    const { user, box } = renderForm();

    await user.type(box, '@g');
    await screen.findByRole('listbox');
    await user.keyboard('{Tab}');
    expect(box).toHaveValue('@grace ');
    expect(box).toHaveFocus();

    await user.type(box, 'and @gre');
    await user.click(await screen.findByRole('option', { name: /Greta Garbo/ }));
    expect(box).toHaveValue('@grace and @greta ');
    expect(box).toHaveFocus();

    await user.type(box, '@g');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('@grace and @greta @g\n');
  });

  it('offers nothing for an @ inside a word or a link', async () => {
    const { user, box, calls } = renderForm();
    await user.type(box, 'me@gr https://site.example/@gr');
    await new Promise((done) => setTimeout(done, 300));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/v1/user/list')).toHaveLength(0);
  });

  it('still posts with Ctrl+Enter, even while people are offered', async () => {
    const { user, box, calls } = renderForm();
    await user.type(box, 'Ask @gr');
    await screen.findByRole('listbox');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/v1/comment/new')?.body).toMatchObject({
        comment: { content: 'Ask @gr' },
      }),
    );
  });
});
