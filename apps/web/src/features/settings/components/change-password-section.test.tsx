import { messages } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render-app';
import { ChangePasswordSection } from './change-password-section';

const next = 'a brand new long passphrase';

describe('ChangePasswordSection', () => {
  it('checks the confirmation, shows the server’s answer under its field, then changes it', async () => {
    let attempts = 0;
    const { calls } = stubFetch(({ path }) => {
      if (path !== '/api/v1/auth/password') return fail(404, 'NOT_FOUND', 'Not found');
      attempts += 1;
      return attempts === 1
        ? fail(400, 'VALIDATION_ERROR', messages.validationFailed, [
            { path: 'currentPassword', message: messages.passwordIncorrect },
          ])
        : ok({});
    });
    const { user } = renderWithProviders(<ChangePasswordSection />);

    await user.type(screen.getByLabelText('Current password'), 'my old passphrase');
    await user.type(screen.getByLabelText('New password'), next);
    await user.type(screen.getByLabelText('Confirm new password'), 'something else entirely');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      messages.passwordsDoNotMatch,
    );
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), next);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        messages.passwordIncorrect,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(messages.passwordChanged)).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(calls.at(-1)?.body).toEqual({ currentPassword: 'my old passphrase', newPassword: next });
  });
});
