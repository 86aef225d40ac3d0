import { messages } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

describe('SignInForm', () => {
  it('shows the fields, the button and the sign-up link', async () => {
    stubFetch();
    renderApp('/sign-in');

    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Don't have an account? Sign up" })).toHaveAttribute(
      'href',
      '/sign-up',
    );
  });

  it("shows 'Invalid email' and the login password message", async () => {
    const { calls } = stubFetch();
    const { user } = renderApp('/sign-in');

    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.emailInvalid);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      messages.passwordTooShortLogin,
    );
    expect(calls.filter((call) => call.path === '/api/v1/auth/login')).toHaveLength(0);
  });

  it('logs in: stores the session, goes to / and toasts', async () => {
    const me = makeUser();
    let releaseLogin: () => void = () => {};
    const loginAnswered = new Promise<void>((resolve) => {
      releaseLogin = resolve;
    });
    const { calls } = stubFetch(async ({ path }) => {
      if (path === '/api/v1/auth/login') {
        await loginAnswered;
        return ok({ token: 'secret-token', user: me });
      }
      if (path === '/api/v1/user/me') return ok({ user: me });
      return fail(401, 'UNAUTHORIZED', 'Not authenticated');
    });
    const { user, router } = renderApp('/sign-in');

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'analytical-engine');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    releaseLogin();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Home Feed' })).toBeInTheDocument();
    expect(await screen.findByText(messages.toastLoginSuccess)).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('secret-token');
    expect(window.localStorage.getItem('userId')).toBe(me._id);
    expect(calls.find((call) => call.path === '/api/v1/auth/login')?.body).toEqual({
      email: 'ada@example.com',
      password: 'analytical-engine',
    });
  });

  it('toasts a failed login and stays on /sign-in', async () => {
    stubFetch(({ path }) =>
      path === '/api/v1/auth/login'
        ? fail(401, 'UNAUTHORIZED', messages.invalidCredentials)
        : fail(401, 'UNAUTHORIZED', 'Not authenticated'),
    );
    const { user, router } = renderApp('/sign-in');

    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText(messages.toastLoginFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
