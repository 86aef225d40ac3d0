import { messages } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { makeUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

const fillValidForm = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Username'), 'ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Phone'), '+44 20 7946 0958');
  await user.type(screen.getByLabelText('Password'), 'analytical-engine');
};

describe('SignUpForm', () => {
  it('shows the title, the fields and the links', async () => {
    stubFetch();
    renderApp('/sign-up');

    expect(
      await screen.findByRole('heading', { name: 'Create a new account' }),
    ).toBeInTheDocument();
    for (const label of ['Name', 'Username', 'Email', 'Phone', 'Password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/sign-in');
  });

  it('shows each validation message under its field', async () => {
    const { calls } = stubFetch();
    const { user } = renderApp('/sign-up');

    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));

    // The schema loads on first use, so the messages arrive a moment after the click.
    await waitFor(() =>
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(messages.nameRequired),
    );
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      messages.usernameRequired,
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.emailInvalid);
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(messages.phoneTooShort);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      messages.passwordTooShortSignUp,
    );
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.path === '/api/v1/auth/signup')).toHaveLength(0);
  });

  it('puts the server field errors (409) under their fields', async () => {
    stubFetch(({ path }) =>
      path === '/api/v1/auth/signup'
        ? fail(409, 'CONFLICT', 'Conflict', [
            { path: 'email', message: messages.emailTaken },
            { path: 'username', message: messages.usernameTaken },
          ])
        : fail(401, 'UNAUTHORIZED', 'Not authenticated'),
    );
    const { user } = renderApp('/sign-up');
    await screen.findByLabelText('Name');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.emailTaken),
    );
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(messages.usernameTaken);
  });

  it('signs up, then goes to /sign-in with the success toast', async () => {
    const { calls } = stubFetch(({ path }) =>
      path === '/api/v1/auth/signup'
        ? ok({ user: makeUser() }, 201)
        : fail(401, 'UNAUTHORIZED', 'Not authenticated'),
    );
    const { user, router } = renderApp('/sign-up');
    await screen.findByLabelText('Name');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(await screen.findByText(messages.toastSignUpSuccess)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/v1/auth/signup')?.body).toEqual({
      name: 'Ada Lovelace',
      username: 'ada',
      email: 'ada@example.com',
      phone: '+44 20 7946 0958',
      password: 'analytical-engine',
    });
  });

  it('toasts a failure without field errors, and a network error differently', async () => {
    let offline = false;
    stubFetch(({ path }) => {
      if (path !== '/api/v1/auth/signup') return fail(401, 'UNAUTHORIZED', 'Not authenticated');
      if (offline) throw new TypeError('Failed to fetch');
      return fail(500, 'INTERNAL_ERROR', messages.internalError);
    });
    const { user } = renderApp('/sign-up');
    await screen.findByLabelText('Name');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(messages.toastSignUpFailed)).toBeInTheDocument();

    offline = true;
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(messages.toastSignUpError)).toBeInTheDocument();
  });
});
