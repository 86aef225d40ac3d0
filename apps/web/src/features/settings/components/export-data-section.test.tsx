import { messages } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render-app';
import { ExportDataSection } from './export-data-section';

const archive = {
  format: 'murmur-account-export',
  version: 1,
  exportedAt: '2026-11-25T10:00:00.000Z',
  profile: { username: 'ann' },
  posts: [],
};

describe('ExportDataSection', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for the password, shows a wrong one under its field, then saves the file', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    let attempts = 0;
    const { calls } = stubFetch(({ path }) => {
      if (path !== '/api/v1/user/me/export') return fail(404, 'NOT_FOUND', 'Not found');
      attempts += 1;
      return attempts === 1
        ? fail(400, 'VALIDATION_ERROR', messages.passwordIncorrect, [
            { path: 'password', message: messages.passwordIncorrect },
          ])
        : ok({ export: archive });
    });
    const { user } = renderWithProviders(<ExportDataSection />);
    const button = screen.getByRole('button', { name: messages.exportData });

    await user.click(button);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      messages.passwordIncorrect,
    );
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Password'), 'not it');
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        messages.passwordIncorrect,
      ),
    );

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'my real passphrase');
    await user.click(button);
    expect(await screen.findByText(messages.accountExported)).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ password: 'my real passphrase' });
    expect(clicked).toEqual(['murmur-ann-2026-11-25.json']);
    // jsdom's Blob has no text(); a FileReader reads it as a browser would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0] as Blob);
    });
    expect(JSON.parse(text)).toEqual(archive);
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
