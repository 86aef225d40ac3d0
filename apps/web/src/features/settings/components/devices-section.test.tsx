import { messages, type Session } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render-app';
import { DevicesSection } from './devices-section';

const chromeLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const safariIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

const session = (overrides: Partial<Session>): Session => ({
  _id: crypto.randomUUID(),
  userAgent: chromeLinux,
  created_at: '2026-01-01T10:00:00.000Z',
  last_used_at: '2026-01-02T10:00:00.000Z',
  current: false,
  ...overrides,
});

function stubSessions(initial: Session[]) {
  let sessions = [...initial];
  return stubFetch(({ method, path }) => {
    if (method === 'GET' && path === '/api/v1/auth/sessions') return ok({ sessions });
    if (method === 'DELETE' && path.startsWith('/api/v1/auth/sessions/')) {
      sessions = sessions.filter((s) => !path.endsWith(s._id));
      return ok({});
    }
    if (path === '/api/v1/auth/sessions/revoke-others') {
      sessions = sessions.filter((s) => s.current);
      return ok({});
    }
    return fail(404, 'NOT_FOUND', 'Not found');
  });
}

describe('DevicesSection', () => {
  it('lists the devices with this one marked first, and signs one out', async () => {
    const phone = session({ userAgent: safariIphone, last_used_at: '2026-01-03T10:00:00.000Z' });
    const { calls } = stubSessions([phone, session({ current: true })]);
    const { user } = renderWithProviders(<DevicesSection />);

    const rows = within(
      await screen.findByRole('list', { name: 'Signed-in devices' }),
    ).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Chrome on LinuxThis deviceLast active/),
      expect.stringMatching(/^Safari on iOSLast active/),
    ]);
    expect(within(rows[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    await user.click(
      within(rows[1] as HTMLElement).getByRole('button', { name: /^Sign out Safari on iOS/ }),
    );
    expect(await screen.findByText(messages.sessionEnded)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Signed-in devices' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(calls.some((call) => call.method === 'DELETE' && call.path.endsWith(phone._id))).toBe(
      true,
    );
    expect(
      screen.queryByRole('button', { name: 'Sign out of all other devices' }),
    ).not.toBeInTheDocument();
  });

  it('asks before signing out every other device', async () => {
    const { calls } = stubSessions([session({ current: true }), session({}), session({})]);
    const { user } = renderWithProviders(<DevicesSection />);

    await user.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Sign out of all other devices?',
    });
    expect(dialog).toHaveTextContent('2 other devices');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.path.endsWith('/revoke-others'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Sign out of all other devices' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Sign out others',
      }),
    );
    expect(await screen.findByText(messages.otherSessionsEnded)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Signed-in devices' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
