import { limits, messages } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userKeys } from '@/lib/query-keys';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { makeUser } from '@/testing/fixtures';
import { makePost } from '@/testing/post-fixtures';
import { renderWithProviders } from '@/testing/render-app';
import { CreatePostForm } from './create-post-form';

describe('CreatePostForm', () => {
  it('counts characters as they are typed and shows the validation messages', async () => {
    const { calls } = stubFetch();
    const { user } = renderWithProviders(<CreatePostForm />);

    const content = screen.getByLabelText('Content');
    expect(screen.getByText(`0/${limits.postMax}`)).toBeInTheDocument();
    await user.type(content, 'Hello');
    expect(screen.getByText(`5/${limits.postMax}`)).toBeInTheDocument();

    await user.clear(content);
    await user.type(content, '   ');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(content).toHaveAccessibleDescription(/Content is required/));
    expect(screen.getByText(messages.contentRequired)).toBeInTheDocument();

    fireEvent.change(content, { target: { value: 'x'.repeat(limits.postMax + 1) } });
    expect(screen.getByText(`${limits.postMax + 1}/${limits.postMax}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(messages.contentTooLong)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/v1/post/new')).toHaveLength(0);
  });

  it('offers Public and Anonymous, explaining Anonymous', () => {
    stubFetch();
    renderWithProviders(<CreatePostForm />);

    expect(screen.getByRole('radio', { name: 'Public' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Anonymous' })).toHaveAccessibleDescription(
      /Only you can see that you wrote it/,
    );
  });

  it('posts anonymously with an Idempotency-Key, toasts and opens the post', async () => {
    const post = makePost({ visibility: 'private', isMine: true });
    const { calls } = stubFetch(({ path }) =>
      path === '/api/v1/post/new' ? ok({ post }, 201) : fail(404, 'NOT_FOUND', 'Not found'),
    );
    const { user, router } = renderWithProviders(<CreatePostForm />, { path: '/create-post' });

    await user.type(screen.getByLabelText('Content'), 'A quiet thought');
    await user.click(screen.getByRole('radio', { name: 'Anonymous' }));
    await user.click(screen.getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/posts/${post._id}`));
    expect(await screen.findByText(messages.postCreated)).toBeInTheDocument();
    const sent = calls.find((call) => call.path === '/api/v1/post/new');
    expect(sent?.body).toEqual({ content: 'A quiet thought', visibility: 'private', media: [] });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('explains, with Anonymous disabled, that a moderator took anonymous posting away', async () => {
    stubFetch();
    const { queryClient } = renderWithProviders(<CreatePostForm />);
    queryClient.setQueryData(userKeys.me(), makeUser({ canPostAnonymously: false }));

    const anonymous = screen.getByRole('radio', { name: 'Anonymous' });
    await waitFor(() => expect(anonymous).toBeDisabled());
    expect(anonymous).toHaveAccessibleDescription(
      expect.stringContaining(messages.anonymousPostingRevokedExplanation),
    );
    expect(screen.getByRole('group', { name: 'Who sees your name' })).toHaveAccessibleDescription(
      messages.anonymousPostingRevokedExplanation,
    );
    expect(screen.getByRole('radio', { name: 'Public' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Public' })).toBeChecked();
  });

  it("shows the server's 403, then explains it and leaves the choice to the author", async () => {
    const { calls } = stubFetch(({ path }) =>
      path === '/api/v1/post/new'
        ? fail(403, 'ANONYMOUS_POSTING_REVOKED', messages.anonymousPostingRevoked)
        : fail(404, 'NOT_FOUND', 'Not found'),
    );
    const { user, queryClient } = renderWithProviders(<CreatePostForm />);
    queryClient.setQueryData(userKeys.me(), makeUser({ canPostAnonymously: true }));

    await user.type(screen.getByLabelText('Content'), 'A quiet thought');
    await user.click(screen.getByRole('radio', { name: 'Anonymous' }));
    await user.click(screen.getByRole('button', { name: 'Post' }));

    expect(await screen.findByText(messages.anonymousPostingRevoked)).toBeInTheDocument();
    const anonymous = screen.getByRole('radio', { name: 'Anonymous' });
    await waitFor(() => expect(anonymous).toBeDisabled());
    expect(screen.getByText(messages.anonymousPostingRevokedExplanation)).toBeInTheDocument();
    // Never switched to Public behind the author's back.
    expect(anonymous).toBeChecked();
    expect(calls.filter((call) => call.path === '/api/v1/post/new')).toHaveLength(1);
  });
});

describe('CreatePostForm mentions', () => {
  it("puts a person picked from '@' into the content that is posted", async () => {
    const grace = makeUser({ name: 'Grace Hopper', username: 'grace' });
    const post = makePost({ isMine: true });
    const { calls } = stubFetch(({ path }) => {
      if (path === '/api/v1/user/list')
        return ok({ userList: [grace], nextCursor: null, hasMore: false });
      if (path === '/api/v1/post/new') return ok({ post }, 201);
      return fail(404, 'NOT_FOUND', 'Not found');
    });
    const { user } = renderWithProviders(<CreatePostForm />, { path: '/create-post' });

    const content = screen.getByRole('combobox', { name: 'Content' });
    await user.type(content, 'Thanks @gra');
    await user.keyboard('{ArrowLeft}{ArrowRight}');
    await screen.findByRole('option', { name: /Grace Hopper/ });
    await user.keyboard('{Enter}');
    expect(content).toHaveValue('Thanks @grace ');
    expect(screen.getByText(`14/${limits.postMax}`)).toBeInTheDocument();

    await user.type(content, 'for COBOL');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/v1/post/new')?.body).toMatchObject({
        content: 'Thanks @grace for COBOL',
      }),
    );
  });
});
