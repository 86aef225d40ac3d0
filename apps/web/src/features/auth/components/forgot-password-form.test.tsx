import { messages } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';

const unauthenticated = () => fail(401, 'UNAUTHORIZED', 'Not authenticated');

describe('ForgotPasswordForm', () => {
  it('is reached from the sign-in form', async () => {
    stubFetch();
    const { user, router } = renderApp('/sign-in');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    // The route loads lazily: the URL changes once its module is in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  });

  it('checks the address, then shows the same neutral answer', async () => {
    const { calls } = stubFetch(({ path }) =>
      path === '/api/v1/auth/password/forgot' ? ok({}) : unauthenticated(),
    );
    const { user } = renderApp('/forgot-password');

    await user.type(await screen.findByLabelText('Email'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.emailInvalid);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(messages.resetRequested);
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
    expect(calls.filter((call) => call.path === '/api/v1/auth/password/forgot')).toEqual([
      expect.objectContaining({ method: 'POST', body: { email: 'nobody@example.com' } }),
    ]);
  });
});
