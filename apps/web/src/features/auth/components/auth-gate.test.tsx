import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { resizeTo } from '@/testing/window-width';

const signIn = (userId: string) => {
  window.localStorage.setItem('token', 'secret-token');
  window.localStorage.setItem('userId', userId);
};

describe('AuthGate', () => {
  it('sends an unauthenticated visit of / to /sign-in', async () => {
    const { calls } = stubFetch();
    const { router } = renderApp('/');

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    // Without a stored session there is nothing to ask the server.
    expect(calls).toHaveLength(0);
  });

  it('retries a failed check once, then sends the visit to /sign-in', async () => {
    signIn('someone');
    const { calls } = stubFetch(() => fail(503, 'SERVICE_UNAVAILABLE', 'Try again shortly'));
    const { router } = renderApp('/explore');

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'), {
      timeout: 5000,
    });
    expect(calls.filter((call) => call.path === '/api/v1/user/me')).toHaveLength(2);
  });

  it('keeps /sign-up public', async () => {
    stubFetch();
    const { router } = renderApp('/sign-up');

    expect(
      await screen.findByRole('heading', { name: 'Create a new account' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-up');
  });

  it('shows a spinner, not the sign-in page, while the first check runs', async () => {
    const me = makeUser();
    signIn(me._id);
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { calls } = stubFetch(async () => {
      await answered;
      return ok({ user: me });
    });
    renderApp('/');

    expect(await screen.findByRole('status')).toHaveTextContent('Checking your session');
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    answer();

    expect(await screen.findByRole('heading', { name: 'Home Feed' })).toBeInTheDocument();
    const check = calls.find((call) => call.path === '/api/v1/user/me');
    expect(check?.headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('sends a signed-in user from /sign-in and /sign-up to /', async () => {
    const me = makeUser();
    signIn(me._id);
    stubFetch(() => ok({ user: me }));

    const first = renderApp('/sign-in');
    expect(await screen.findByRole('heading', { name: 'Home Feed' })).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/');
    first.unmount();

    const second = renderApp('/sign-up');
    expect(await screen.findByRole('heading', { name: 'Home Feed' })).toBeInTheDocument();
    expect(second.router.state.location.pathname).toBe('/');
  });

  it('signs out from the sidebar: calls logout, forgets the session, goes to /sign-in', async () => {
    const me = makeUser();
    signIn(me._id);
    const { calls } = stubFetch(({ path }) =>
      path === '/api/v1/auth/logout'
        ? fail(500, 'INTERNAL_ERROR', 'Something went wrong')
        : ok({ user: me }),
    );
    resizeTo(1024);
    const { user, router } = renderApp('/saved');

    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    await user.click(within(sidebar).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('userId')).toBeNull();
    expect(calls.some((call) => call.path === '/api/v1/auth/logout')).toBe(true);
  });
});
