import { messages } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userKeys } from '@/lib/query-keys';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const token = 'v'.repeat(43);

function signIn() {
  window.localStorage.setItem('token', 'secret-token');
  window.localStorage.setItem('userId', makeUser()._id);
}

describe('VerifyEmail', () => {
  it('verifies once, signed out, and offers to log in', async () => {
    const { calls } = stubFetch(({ path }) =>
      path === '/api/v1/auth/email/verify' ? ok({}) : fail(401, 'UNAUTHORIZED', 'Nope'),
    );
    renderApp(`/verify-email?token=${token}`);

    expect(await screen.findByText(messages.emailVerified)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/sign-in');
    expect(calls.filter((call) => call.path === '/api/v1/auth/email/verify')).toEqual([
      expect.objectContaining({ body: { token } }),
    ]);
  });

  it('reads the user again after verifying, even when the first read answered late', async () => {
    signIn();
    let verified = false;
    let releaseFirstRead: () => void = () => {};
    const firstReadHeld = new Promise<void>((resolve) => {
      releaseFirstRead = resolve;
    });
    let reads = 0;
    stubFetch(async ({ path }) => {
      if (path === '/api/v1/auth/email/verify') {
        verified = true;
        return ok({});
      }
      if (path === '/api/v1/user/me') {
        reads += 1;
        // The page's first read left before the verification: it answers 'unverified',
        // and only after the verification has succeeded.
        const answer = ok({ user: makeUser({ emailVerified: verified }) });
        if (reads === 1) await firstReadHeld;
        return answer;
      }
      return fail(401, 'UNAUTHORIZED', 'Nope');
    });
    const { queryClient } = renderApp(`/verify-email?token=${token}`);
    await waitFor(() => expect(verified).toBe(true));
    releaseFirstRead();

    await waitFor(() =>
      expect(
        queryClient.getQueryData<{ emailVerified?: boolean }>(userKeys.me())?.emailVerified,
      ).toBe(true),
    );
  });

  it('says when the link no longer works, and lets a signed-in person ask for a new one', async () => {
    signIn();
    const { calls } = stubFetch(({ path }) => {
      if (path === '/api/v1/user/me') return ok({ user: makeUser({ emailVerified: false }) });
      if (path === '/api/v1/auth/email/verify/resend') return ok({});
      return fail(400, 'VALIDATION_ERROR', messages.validationFailed, [
        { path: 'token', message: messages.linkInvalid },
      ]);
    });
    const { user } = renderApp(`/verify-email?token=${token}`);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.linkInvalid);
    await user.click(await within(alert).findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(messages.verificationSent)).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/v1/auth/email/verify/resend')).toBe(true);
  });
});

describe('VerifyEmailBanner', () => {
  it('shows for an unverified user, resends the link, and goes once verified', async () => {
    signIn();
    let verified = false;
    stubFetch(({ path }) => {
      if (path === '/api/v1/user/me')
        return ok({ user: makeUser({ email: 'ada@example.com', emailVerified: verified }) });
      if (path === '/api/v1/auth/email/verify/resend') return ok({});
      if (path === '/api/v1/auth/email/verify') {
        verified = true;
        return ok({});
      }
      if (path === '/api/v1/post/list')
        return ok({ postList: [], nextCursor: null, hasMore: false });
      return ok({});
    });
    const { user, router } = renderApp('/');

    const banner = await screen.findByRole('region', { name: 'E-mail verification' });
    expect(banner).toHaveTextContent(messages.verifyEmailPrompt);
    expect(banner).toHaveTextContent('ada@example.com');
    await user.click(within(banner).getByRole('button', { name: 'Resend link' }));
    expect(await screen.findByText(messages.verificationSent)).toBeInTheDocument();

    await router.navigate(`/verify-email?token=${token}`);
    expect(await screen.findByText(messages.emailVerified)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(await screen.findByRole('heading', { name: 'Home Feed' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'E-mail verification' })).not.toBeInTheDocument(),
    );
  });

  it('stays hidden for a verified user', async () => {
    signIn();
    stubFetch(({ path }) => {
      if (path === '/api/v1/user/me') return ok({ user: makeUser({ emailVerified: true }) });
      if (path === '/api/v1/post/list')
        return ok({ postList: [], nextCursor: null, hasMore: false });
      return ok({});
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Home Feed' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'E-mail verification' })).not.toBeInTheDocument();
  });
});
