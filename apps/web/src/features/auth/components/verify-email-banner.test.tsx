import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubFetch } from '@/testing/fetch-stub';
import { makeUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-app';
import { VerifyEmailBanner } from './verify-email-banner';

const unverified = makeUser({ emailVerified: false });
const banner = () => screen.queryByRole('region', { name: 'E-mail verification' });

/** The banner as the layout renders it, on a fresh page load at the clock's time. */
function load(user = unverified) {
  cleanup();
  return renderWithProviders(<VerifyEmailBanner user={user} />);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('VerifyEmailBanner dismissal', () => {
  it('hides for a day on this device, then comes back', async () => {
    // Only the clock is fake: the router and the user's clicks keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T09:00:00Z'));
    stubFetch(() => ok({}));
    const { user } = load();
    const shown = await screen.findByRole('region', { name: 'E-mail verification' });

    await user.click(within(shown).getByRole('button', { name: 'Dismiss' }));
    expect(banner()).not.toBeInTheDocument();

    vi.setSystemTime(new Date('2026-11-26T08:59:59Z'));
    load();
    expect(banner()).not.toBeInTheDocument();

    vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
    load();
    expect(await screen.findByRole('region', { name: 'E-mail verification' })).toBeVisible();
  });

  it("keeps one account's dismissal from hiding another's banner", async () => {
    stubFetch(() => ok({}));
    const { user } = load();
    const shown = await screen.findByRole('region', { name: 'E-mail verification' });
    await user.click(within(shown).getByRole('button', { name: 'Dismiss' }));

    load(makeUser({ _id: 'another-account', emailVerified: false }));
    expect(await screen.findByRole('region', { name: 'E-mail verification' })).toBeVisible();
  });

  it('still hides for the visit when storage refuses to keep the moment', async () => {
    stubFetch(() => ok({}));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const { user } = load();
    const shown = await screen.findByRole('region', { name: 'E-mail verification' });
    await user.click(within(shown).getByRole('button', { name: 'Dismiss' }));
    expect(banner()).not.toBeInTheDocument();
  });
});
