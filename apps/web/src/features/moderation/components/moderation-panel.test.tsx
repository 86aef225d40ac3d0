import { messages, type ReportGroup } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';
import { me, stubUsersApi } from '@/testing/users-api-stub';
import { resizeTo } from '@/testing/window-width';

const moderator = { ...me, role: 'moderator' as const };

const group = (overrides: Partial<ReportGroup['target']>, reports = 1): ReportGroup => ({
  target: {
    kind: 'post',
    _id: '01968f5e-0000-7000-8000-0000000000a1',
    content: 'Buy cheap followers now',
    anonymous: false,
    author: {
      _id: '01968f5e-0000-7000-8000-000000000002',
      name: 'Grace Hopper',
      username: 'grace',
    },
    authorSuspended: false,
    exists: true,
    postId: null,
    ...overrides,
  },
  reports: Array.from({ length: reports }, (_, index) => ({
    _id: `r${index}-${overrides._id ?? 'a1'}`,
    reason: index === 0 ? 'spam' : 'other',
    note: index === 0 ? 'Same link ten times' : '',
    created_at: '2026-11-20T10:00:00.000Z',
  })),
  count: reports,
  latest: '2026-11-20T10:00:00.000Z',
});

const named = group({}, 2);
const anonymous = group({
  _id: '01968f5e-0000-7000-8000-0000000000a2',
  kind: 'comment',
  content: 'You all deserve it',
  anonymous: true,
  postId: '01968f5e-0000-7000-8000-0000000000b1',
  author: null,
});

describe('Moderation page', () => {
  it('tells a member the page is for moderators, and asks the API for nothing', async () => {
    const { calls } = stubUsersApi();
    renderApp('/moderation');

    expect(await screen.findByText(messages.moderatorsOnlyPage)).toBeInTheDocument();
    expect(calls.some((call) => call.path.includes('/moderation/'))).toBe(false);
    expect(
      within(screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement).queryByRole(
        'link',
        { name: 'Moderation' },
      ),
    ).not.toBeInTheDocument();
  });

  it('lists the report groups; an anonymous target shows only "Anonymous"', async () => {
    stubUsersApi({
      'GET /user/me': () => ok({ user: moderator }),
      'GET /moderation/reports': () => ok({ groups: [named, anonymous] }),
    });
    resizeTo(1024);
    renderApp('/moderation');

    const list = await screen.findByRole('list', { name: 'Open reports' });
    const [first, second] = within(list).getAllByRole('article');
    expect(first).toHaveAccessibleName('Post reported 2 times');
    expect(within(first as HTMLElement).getByText('Buy cheap followers now')).toBeInTheDocument();
    expect(
      within(first as HTMLElement).getByRole('link', { name: /Grace Hopper/ }),
    ).toHaveAttribute('href', `/profile/${named.target.author?._id}`);
    expect(within(first as HTMLElement).getByText('Spam, Other')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('“Same link ten times”')).toBeInTheDocument();

    const anon = second as HTMLElement;
    expect(anon).toHaveAccessibleName('Comment reported 1 times');
    expect(within(anon).queryByRole('link', { name: /profile|@/i })).not.toBeInTheDocument();
    expect(within(anon).getAllByText('Anonymous').length).toBeGreaterThan(0);
    // A comment has no page of its own: the link opens its post's thread.
    expect(within(anon).getByRole('link', { name: 'View comment' })).toHaveAttribute(
      'href',
      `/posts/${anonymous.target.postId}`,
    );
    // Anonymous content: its author can lose anonymous posting, never be suspended from here.
    expect(
      within(anon)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Dismiss', 'Remove content', 'Revoke anonymous posting']);
    expect(
      within(anon).getByRole('button', { name: 'Revoke anonymous posting' }),
    ).toHaveAccessibleDescription(messages.moderationRevokeHelp);
    expect(within(anon).queryByText('Author suspended')).not.toBeInTheDocument();
    // Named content: its author can be suspended, and each action says what it does.
    expect(
      within(first as HTMLElement)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Dismiss', 'Remove content', 'Suspend author']);
    expect(
      within(first as HTMLElement).getByRole('button', { name: 'Suspend author' }),
    ).toHaveAccessibleDescription(messages.moderationSuspendHelp);
    expect(
      within(first as HTMLElement).getByRole('button', { name: 'Dismiss' }),
    ).toHaveAccessibleDescription(messages.moderationDismissHelp);
    expect(
      within(first as HTMLElement).getByRole('button', { name: 'Remove content' }),
    ).toHaveAccessibleDescription(messages.moderationRemoveHelp);
    // The moderator link is in the sidebar for moderators.
    expect(
      within(screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement).getByRole(
        'link',
        { name: 'Moderation' },
      ),
    ).toHaveAttribute('href', '/moderation');
  });

  it('removes content after confirming; the group leaves the queue at once', async () => {
    let groups = [named, anonymous];
    const { calls } = stubUsersApi({
      'GET /user/me': () => ok({ user: moderator }),
      'GET /moderation/reports': () => ok({ groups }),
      'POST /moderation/remove': () => {
        groups = [named];
        return ok({});
      },
    });
    const { user } = renderApp('/moderation');

    const list = await screen.findByRole('list', { name: 'Open reports' });
    const anon = within(list).getAllByRole('article')[1] as HTMLElement;
    await user.click(within(anon).getByRole('button', { name: 'Remove content' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove this comment?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByText('You all deserve it')).not.toBeInTheDocument());
    expect(await screen.findByText(messages.contentRemoved)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/v1/moderation/remove')?.body).toEqual({
      targetKind: 'comment',
      targetId: anonymous.target._id,
    });
  });

  it('revokes anonymous posting from an anonymous comment; other groups stay as they were', async () => {
    const otherAnonymous = group({
      _id: '01968f5e-0000-7000-8000-0000000000a3',
      content: 'Another unsigned post',
      anonymous: true,
      author: null,
    });
    let groups = [named, anonymous, otherAnonymous];
    const { calls } = stubUsersApi({
      'GET /user/me': () => ok({ user: moderator }),
      'GET /moderation/reports': () => ok({ groups }),
      'POST /moderation/revoke-anonymous': () => {
        groups = [named, otherAnonymous];
        return ok({});
      },
    });
    const { user } = renderApp('/moderation');

    const list = await screen.findByRole('list', { name: 'Open reports' });
    const anon = within(list).getAllByRole('article')[1] as HTMLElement;
    await user.click(within(anon).getByRole('button', { name: 'Revoke anonymous posting' }));
    const confirm = screen.getByRole('alertdialog', {
      name: 'Revoke anonymous posting for the author of this comment?',
    });
    expect(confirm).toHaveAccessibleDescription(
      `${messages.moderationRevokeHelp} You are not told who wrote it.`,
    );
    // Nothing in it speaks of suspending anyone.
    expect(confirm).not.toHaveTextContent(/suspend/i);
    await user.click(within(confirm).getByRole('button', { name: 'Remove and revoke' }));

    await waitFor(() => expect(screen.queryByText('You all deserve it')).not.toBeInTheDocument());
    expect(await screen.findByText(messages.anonymousPostingRevokedDone)).toBeInTheDocument();
    expect(screen.getByText('Another unsigned post')).toBeInTheDocument();
    expect(screen.getByText('Buy cheap followers now')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/v1/moderation/revoke-anonymous')?.body).toEqual(
      { targetKind: 'comment', targetId: anonymous.target._id },
    );
    expect(calls.some((call) => call.path === '/api/v1/moderation/suspend')).toBe(false);
  });

  it('offers Unsuspend for a suspended named author and account, never Suspend', async () => {
    const suspendedAuthor = group({ authorSuspended: true });
    const suspendedAccount = group({
      kind: 'user',
      _id: '01968f5e-0000-7000-8000-000000000002',
      content: 'Grace Hopper',
      authorSuspended: true,
    });
    const account = group({ kind: 'user', _id: '01968f5e-0000-7000-8000-000000000003' });
    const { calls } = stubUsersApi({
      'GET /user/me': () => ok({ user: moderator }),
      'GET /moderation/reports': () => ok({ groups: [suspendedAuthor, suspendedAccount, account] }),
      'POST /moderation/unsuspend': () => ok({}),
    });
    const { user } = renderApp('/moderation');

    const list = await screen.findByRole('list', { name: 'Open reports' });
    const [post, suspended, member] = within(list).getAllByRole('article') as HTMLElement[];
    const labels = (card: HTMLElement | undefined) =>
      within(card as HTMLElement)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(labels(post)).toEqual(['Dismiss', 'Remove content', 'Unsuspend author']);
    expect(labels(suspended)).toEqual(['Dismiss', 'Unsuspend account']);
    expect(labels(member)).toEqual(['Dismiss', 'Suspend account']);

    await user.click(
      within(member as HTMLElement).getByRole('button', { name: 'Suspend account' }),
    );
    expect(
      screen.getByRole('alertdialog', { name: 'Suspend @grace?' }),
    ).toHaveAccessibleDescription(
      `${messages.moderationSuspendHelp} It lasts until the account is restored.`,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(within(post as HTMLElement).getByRole('button', { name: 'Unsuspend author' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Restore @grace?' })).getByRole('button', {
        name: 'Unsuspend',
      }),
    );
    expect(await screen.findByText(messages.accountUnsuspended)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/v1/moderation/unsuspend')?.body).toEqual({
      targetKind: 'post',
      targetId: suspendedAuthor.target._id,
    });
  });

  it('puts the group back and says why when the action fails', async () => {
    stubUsersApi({
      'GET /user/me': () => ok({ user: moderator }),
      'GET /moderation/reports': () => ok({ groups: [named] }),
      'POST /moderation/dismiss': () => fail(403, 'FORBIDDEN', messages.moderatorsOnly),
    });
    const { user } = renderApp('/moderation');

    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Dismiss' }),
    );

    expect(await screen.findByText(messages.moderatorsOnly)).toBeInTheDocument();
    expect(screen.getByText('Buy cheap followers now')).toBeInTheDocument();
  });

  it('shows the empty queue, and the log in its tab', async () => {
    stubUsersApi({
      'GET /user/me': () => ok({ user: moderator }),
      'GET /moderation/reports': () => ok({ groups: [] }),
      'GET /moderation/log': () =>
        ok({
          entries: [
            {
              _id: 'l2',
              moderator: { _id: moderator._id, name: 'Ada Lovelace' },
              action: 'revoke_anonymous',
              targetKind: 'post',
              targetId: 'p1',
              created_at: '2026-11-21T10:00:00.000Z',
            },
            {
              _id: 'l1',
              moderator: { _id: moderator._id, name: 'Ada Lovelace' },
              action: 'suspend',
              targetKind: 'comment',
              targetId: 'c1',
              created_at: '2026-11-20T10:00:00.000Z',
            },
          ],
        }),
    });
    const { user } = renderApp('/moderation');

    expect(await screen.findByText(messages.noOpenReports)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Log' }));
    expect(screen.getByRole('tab', { name: 'Log' })).toHaveAttribute('aria-selected', 'true');
    const log = await screen.findByRole('list', { name: 'Moderation log' });
    const [revoked, suspended] = within(log).getAllByRole('listitem');
    expect(revoked).toHaveTextContent(
      'Ada Lovelace revoked anonymous posting for the author of a post',
    );
    // The post went with it: nothing to view.
    expect(within(revoked as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(suspended).toHaveTextContent('Ada Lovelace suspended the author of a comment');
  });
});
