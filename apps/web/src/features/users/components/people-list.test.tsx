import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';
import { stranger, stubUsersApi } from '@/testing/users-api-stub';
import { usersTexts } from '../texts';

const publicPerson = stranger();
const privatePerson = stranger({
  _id: '01968f5e-0000-7000-8000-000000000003',
  name: 'Alan Turing',
  username: 'alan',
  isPrivate: true,
  bio: 'Machines and minds',
});

const listOf = (...userList: unknown[]) =>
  ok({ userList, total: userList.length, nextCursor: null, hasMore: false });

describe('People', () => {
  it('follows a public account: Follow becomes Following, disabled', async () => {
    const { calls } = stubUsersApi({
      'POST /user/list': () => listOf(publicPerson, privatePerson),
      'POST /user/follow': () => ok({ status: 'following' }),
    });
    const { user } = renderApp('/all-users');

    expect(await screen.findByRole('heading', { name: 'All Users' })).toBeInTheDocument();
    const card = (await screen.findByText('Grace Hopper')).closest('article');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('@grace')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Follow' }));

    expect(await within(card).findByRole('button', { name: 'Following' })).toBeDisabled();
    expect(calls.find((call) => call.path === '/api/v1/user/follow')?.body).toEqual({
      userId: publicPerson._id,
    });
  });

  it("asks to follow a private account: the button reads 'Requested', disabled", async () => {
    stubUsersApi({
      'POST /user/list': () => listOf(publicPerson, privatePerson),
      'POST /user/follow': () => ok({ status: 'requested' }),
    });
    const { user, router } = renderApp('/all-users');

    const card = (await screen.findByText('Alan Turing')).closest('article');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('Machines and minds')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Follow' }));

    expect(await within(card).findByRole('button', { name: 'Requested' })).toBeDisabled();
    // The button never opens the profile; the card's name does.
    expect(router.state.location.pathname).toBe('/all-users');
    await user.click(within(card).getByRole('link', { name: 'Alan Turing' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/profile/${privatePerson._id}`),
    );
  });

  it('puts the Follow button back when the server refuses', async () => {
    // The seed logs 'Failed to follow user'; keep it out of the test output.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubUsersApi({
      'POST /user/list': () => listOf(publicPerson),
      'POST /user/follow': () => fail(403, 'FORBIDDEN', 'Unblock this user to follow them'),
    });
    const { user } = renderApp('/all-users');

    await user.click(await screen.findByRole('button', { name: 'Follow' }));

    expect(await screen.findByText('Unblock this user to follow them')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled();
  });

  it('shows the failure, the toast and Try Again, which loads the list', async () => {
    let broken = true;
    stubUsersApi({
      'POST /user/list': () =>
        broken ? fail(400, 'BAD_REQUEST', 'Bad request') : listOf(publicPerson),
    });
    const { user } = renderApp('/all-users');

    expect(await screen.findByText(usersTexts.loadUsersFailed)).toBeInTheDocument();
    expect(await screen.findByText(usersTexts.loadUsersFailedToast)).toBeInTheDocument();

    broken = false;
    await user.click(screen.getByRole('button', { name: usersTexts.tryAgain }));
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
  });

  it('searches by name or username after a pause in typing', async () => {
    const { calls } = stubUsersApi({
      'POST /user/list': ({ body }) => {
        const search = (body as { filters: { search?: string } }).filters.search;
        return search ? listOf(privatePerson) : listOf(publicPerson, privatePerson);
      },
    });
    const { user } = renderApp('/all-users');
    await screen.findByText('Grace Hopper');

    await user.type(screen.getByLabelText('Search people'), 'alan');

    await waitFor(() => expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument());
    expect(await screen.findByText('Alan Turing')).toBeInTheDocument();
    const searches = calls.filter((call) => call.path === '/api/v1/user/list');
    // Debounced: one call for the empty search, one for the whole word.
    expect(searches.map((call) => (call.body as { filters: unknown }).filters)).toEqual([
      {},
      { search: 'alan' },
    ]);
  });
});
