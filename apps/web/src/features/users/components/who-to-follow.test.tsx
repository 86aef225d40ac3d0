import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render-app';
import { stranger, stubUsersApi } from '@/testing/users-api-stub';
import { WhoToFollow } from './who-to-follow';

const grace = stranger();
const alan = stranger({
  _id: '01968f5e-0000-7000-8000-000000000003',
  name: 'Alan Turing',
  username: 'alan',
  isPrivate: true,
});
const isSuggestions = (url: string) => url.startsWith('/api/v1/user/suggestions');

describe('WhoToFollow', () => {
  it('lists the suggestions with their profile links, and follows one', async () => {
    const { calls } = stubUsersApi({
      'GET /user/suggestions': () => ok({ userList: [grace, alan] }),
      'POST /user/follow': () => ok({ status: 'following' }),
    });
    const { user } = renderWithProviders(<WhoToFollow />);

    const section = await screen.findByRole('region', { name: 'Who to follow' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Grace Hopper@grace'),
      expect.stringContaining('Alan Turing@alan'),
    ]);
    expect(within(section).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      `/profile/${grace._id}`,
    );
    expect(within(section).getByRole('link', { name: 'Show more people' })).toHaveAttribute(
      'href',
      '/all-users',
    );

    await user.click(within(section).getByRole('button', { name: 'Follow Grace Hopper' }));

    expect(
      await within(section).findByRole('button', { name: 'Following Grace Hopper' }),
    ).toBeDisabled();
    expect(within(section).getByRole('button', { name: 'Follow Alan Turing' })).toBeEnabled();
    expect(calls.find((call) => call.path === '/api/v1/user/follow')?.body).toEqual({
      userId: grace._id,
    });
  });

  it("shows 'Requested' after asking to follow a private account", async () => {
    stubUsersApi({
      'GET /user/suggestions': () => ok({ userList: [alan] }),
      'POST /user/follow': () => ok({ status: 'requested' }),
    });
    const { user } = renderWithProviders(<WhoToFollow />);

    await user.click(await screen.findByRole('button', { name: 'Follow Alan Turing' }));

    expect(await screen.findByRole('button', { name: 'Requested Alan Turing' })).toBeDisabled();
  });

  it('asks for as many as it is told to show', async () => {
    const { fetchMock } = stubUsersApi({ 'GET /user/suggestions': () => ok({ userList: [] }) });
    renderWithProviders(<WhoToFollow limit={10} />);

    expect(await screen.findByText('No suggestions for now.')).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter(isSuggestions);
    expect(asked).toEqual(['/api/v1/user/suggestions?limit=10']);
  });

  it('says when the list failed, and Try again loads it', async () => {
    let broken = true;
    stubUsersApi({
      'GET /user/suggestions': () =>
        broken ? fail(500, 'INTERNAL_ERROR', 'Something went wrong') : ok({ userList: [grace] }),
    });
    const { user } = renderWithProviders(<WhoToFollow />);

    expect(await screen.findByText('Failed to load suggestions')).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toBeInTheDocument();
  });
});
