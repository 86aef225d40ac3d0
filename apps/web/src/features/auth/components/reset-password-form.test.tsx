import { messages } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const token = 'k'.repeat(43);
const path = `/reset-password?token=${token}`;
const password = 'a long and unusual passphrase';

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], confirm = password) {
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordForm', () => {
  it('asks for the same password twice, then resets, toasts and goes to /sign-in', async () => {
    const { calls } = stubFetch(({ path: called }) =>
      called === '/api/v1/auth/password/reset'
        ? ok({})
        : fail(401, 'UNAUTHORIZED', 'Not authenticated'),
    );
    const { user, router } = renderApp(path);

    await fillAndSubmit(user, `${password}!`);
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      messages.passwordsDoNotMatch,
    );
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), password);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(await screen.findByText(messages.passwordReset)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/v1/auth/password/reset')?.body).toEqual({
      token,
      password,
    });
  });

  it('is not sent away when signed in, and signs this browser out after the reset', async () => {
    window.localStorage.setItem('token', 'secret-token');
    window.localStorage.setItem('userId', makeUser()._id);
    const { calls } = stubFetch(({ path: called }) => {
      if (called === '/api/v1/user/me') return ok({ user: makeUser() });
      if (called === '/api/v1/auth/password/reset') return ok({});
      return fail(401, 'UNAUTHORIZED', 'Not authenticated');
    });
    const { user, router } = renderApp(path);

    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(calls.some((call) => call.path === '/api/v1/auth/logout')).toBe(true);
  });

  it('says when the link is used or expired, and links to a new one', async () => {
    stubFetch(({ path: called }) =>
      called === '/api/v1/auth/password/reset'
        ? fail(400, 'VALIDATION_ERROR', messages.validationFailed, [
            { path: 'token', message: messages.linkInvalid },
          ])
        : fail(401, 'UNAUTHORIZED', 'Not authenticated'),
    );
    const { user } = renderApp(path);

    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.linkInvalid);
    expect(screen.getByRole('link', { name: messages.resetLinkRequestAgain })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows the server’s reason for a refused password under the field', async () => {
    stubFetch(({ path: called }) =>
      called === '/api/v1/auth/password/reset'
        ? fail(400, 'VALIDATION_ERROR', messages.validationFailed, [
            { path: 'password', message: messages.passwordTooCommon },
          ])
        : fail(401, 'UNAUTHORIZED', 'Not authenticated'),
    );
    const { user } = renderApp(path);

    await fillAndSubmit(user);
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        messages.passwordTooCommon,
      ),
    );
  });

  it('shows the invalid-link message at once without a token', async () => {
    stubFetch();
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.linkInvalid);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
