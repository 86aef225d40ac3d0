import { messages } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userKeys } from '@/lib/query-keys';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { makeUser } from '@/testing/fixtures';
import { makePost } from '@/testing/post-fixtures';
import { renderWithProviders } from '@/testing/render-app';
import { EditPostForm } from './edit-post-form';

describe('EditPostForm', () => {
  it('keeps an anonymous post anonymous: Public is disabled and says why', () => {
    stubFetch();
    renderWithProviders(
      <EditPostForm post={makePost({ author: null, visibility: 'private', isMine: true })} />,
    );

    const publicChoice = screen.getByRole('radio', { name: 'Public' });
    expect(publicChoice).toBeDisabled();
    expect(publicChoice).toHaveAccessibleDescription(
      expect.stringContaining(messages.anonymousStaysAnonymous),
    );
    expect(screen.getByText(messages.anonymousStaysAnonymous)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Anonymous' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Anonymous' })).toBeEnabled();
  });

  it('warns when a public post turns anonymous, and saves it so', async () => {
    const post = makePost({ isMine: true });
    const { calls } = stubFetch(({ method }) =>
      method === 'PUT' ? ok({ post: { ...post, visibility: 'private' } }) : ok({ post }),
    );
    const { user } = renderWithProviders(<EditPostForm post={post} />);

    expect(screen.queryByText(messages.anonymousEditWarning)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Anonymous' }));
    expect(screen.getByRole('status')).toHaveTextContent(messages.anonymousEditWarning);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        visibility: 'private',
      }),
    );
  });

  it('keeps a public post public once anonymous posting was taken away', async () => {
    stubFetch();
    const { queryClient } = renderWithProviders(<EditPostForm post={makePost({ isMine: true })} />);
    queryClient.setQueryData(userKeys.me(), makeUser({ canPostAnonymously: false }));

    await waitFor(() => expect(screen.getByRole('radio', { name: 'Anonymous' })).toBeDisabled());
    expect(screen.getByText(messages.anonymousPostingRevokedExplanation)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Public' })).toBeChecked();
  });

  it("shows the server's 403 on turning a post anonymous, then explains it", async () => {
    stubFetch(() => fail(403, 'ANONYMOUS_POSTING_REVOKED', messages.anonymousPostingRevoked));
    const { user, queryClient } = renderWithProviders(
      <EditPostForm post={makePost({ isMine: true })} />,
    );
    queryClient.setQueryData(userKeys.me(), makeUser({ canPostAnonymously: true }));

    await user.click(screen.getByRole('radio', { name: 'Anonymous' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(messages.anonymousPostingRevoked)).toBeInTheDocument();
    expect(await screen.findByText(messages.anonymousPostingRevokedExplanation)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Anonymous' })).toBeDisabled();
  });
});
