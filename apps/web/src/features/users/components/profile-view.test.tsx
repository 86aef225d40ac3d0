import { messages } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';
import { me, stranger, stubUsersApi } from '@/testing/users-api-stub';
import { usersTexts } from '../texts';

const privateStranger = stranger({
  isPrivate: true,
  bio: 'Compilers, mostly',
  followersCount: 12,
  followingCount: 3,
  created_at: '2026-11-15T10:00:00.000Z',
});

describe('Profile', () => {
  it("hides a private account's posts from a stranger", async () => {
    const { calls } = stubUsersApi({
      [`GET /user/${privateStranger._id}`]: () => ok({ user: privateStranger }),
    });
    renderApp(`/profile/${privateStranger._id}`);

    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByText(messages.accountIsPrivate)).toBeInTheDocument();
    expect(screen.getByText(usersTexts.privateAccount)).toBeInTheDocument();
    expect(screen.getByText('"Compilers, mostly"')).toBeInTheDocument();
    expect(screen.getByText('Member since November 2026')).toBeInTheDocument();
    expect(screen.getByText('Status: active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Follow' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '12 Followers' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
    // The posts are not even asked for.
    expect(calls.some((call) => call.path === '/api/v1/post/list')).toBe(false);
  });

  it("requests to follow, then 'Requested' withdraws the request", async () => {
    const { calls } = stubUsersApi({
      [`GET /user/${privateStranger._id}`]: () => ok({ user: privateStranger }),
      'POST /user/follow': () => ok({ status: 'requested' }),
      'POST /user/unfollow': () => ok({ status: 'none' }),
    });
    const { user } = renderApp(`/profile/${privateStranger._id}`);

    await user.click(await screen.findByRole('button', { name: 'Request Follow' }));
    await user.click(await screen.findByRole('button', { name: 'Requested' }));

    expect(await screen.findByRole('button', { name: 'Request Follow' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/api/v1/user/unfollow');
  });

  it("shows the owner 'Edit Profile', the follow requests and the empty posts text", async () => {
    const requester = stranger({ name: 'Ann Smith', username: 'ann' });
    let pending = [requester];
    const { calls } = stubUsersApi({
      [`GET /user/${me._id}`]: () => ok({ user: { ...me, isPrivate: true } }),
      'GET /user/follow-requests': () => ok({ userList: pending }),
      'POST /user/follow-requests/accept': () => {
        pending = [];
        return ok({});
      },
    });
    const { user } = renderApp(`/profile/${me._id}`);

    expect(await screen.findByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      `/update-profile/${me._id}`,
    );
    expect(await screen.findByText(usersTexts.noPosts)).toBeInTheDocument();
    expect(screen.getByText(usersTexts.noPostsDescription)).toBeInTheDocument();

    const requests = screen.getByRole('region', { name: 'Follow requests' });
    await user.click(within(requests).getByRole('button', { name: 'Accept Ann Smith' }));

    await waitFor(() => expect(within(requests).queryByText('Ann Smith')).not.toBeInTheDocument());
    expect(calls.find((call) => call.path.endsWith('/accept'))?.body).toEqual({
      userId: requester._id,
    });
  });

  it('blocks after confirmation, from the More actions menu', async () => {
    let person = stranger();
    const { calls } = stubUsersApi({
      [`GET /user/${person._id}`]: () => ok({ user: person }),
      'POST /user/block': () => {
        person = stranger({
          viewer: {
            isSelf: false,
            following: false,
            requested: false,
            followsYou: false,
            blocking: true,
            muting: false,
          },
        });
        return ok({});
      },
    });
    const { user } = renderApp(`/profile/${person._id}`);

    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Block' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/v1/user/block')).toBe(true),
    );
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Unblock' })).toBeInTheDocument();
  });

  it("says 'Invalid user ID' and 'User not found'", async () => {
    stubUsersApi({
      'GET /user/01968f5e-0000-7000-8000-0000000000ff': () =>
        fail(404, 'NOT_FOUND', messages.userNotFound),
    });
    const { router } = renderApp('/profile/not-an-id');
    expect(await screen.findByText(usersTexts.invalidUserId)).toBeInTheDocument();

    await router.navigate('/profile/01968f5e-0000-7000-8000-0000000000ff');
    expect(await screen.findByText(messages.userNotFound)).toBeInTheDocument();
  });

  it("shows 'This account is private' when the followers list answers 403", async () => {
    stubUsersApi({
      [`GET /user/${privateStranger._id}`]: () => ok({ user: privateStranger }),
      'POST /user/followers': () => fail(403, 'FORBIDDEN', messages.accountIsPrivate),
    });
    const { user } = renderApp(`/profile/${privateStranger._id}`);

    await user.click(await screen.findByRole('link', { name: '12 Followers' }));

    const dialog = await screen.findByRole('dialog', { name: 'Followers' });
    expect(await within(dialog).findByText(messages.accountIsPrivate)).toBeInTheDocument();
  });
});
