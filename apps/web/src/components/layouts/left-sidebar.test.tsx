import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-app';
import { LeftSidebar } from './left-sidebar';

describe('LeftSidebar', () => {
  it("shows 'Guest' and links to /sign-in without a user", () => {
    renderWithProviders(<LeftSidebar user={null} onSignOut={vi.fn()} isSigningOut={false} />);

    const userLink = screen.getByTestId('sidebar-user');
    expect(within(userLink).getByText('Guest')).toBeInTheDocument();
    expect(userLink).toHaveAttribute('href', '/sign-in');
  });

  it('shows the user and links to their profile', () => {
    const user = makeUser({ name: 'Grace Hopper', username: 'grace' });
    renderWithProviders(<LeftSidebar user={user} onSignOut={vi.fn()} isSigningOut={false} />);

    const userLink = screen.getByTestId('sidebar-user');
    expect(within(userLink).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(userLink).getByText('@grace')).toBeInTheDocument();
    expect(userLink).toHaveAttribute('href', `/profile/${user._id}`);
  });

  it('lists the five links, Notifications and Settings, and highlights the active one', () => {
    renderWithProviders(<LeftSidebar user={null} onSignOut={vi.fn()} isSigningOut={false} />, {
      path: '/explore',
    });

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Explore', '/explore'],
      ['People', '/all-users'],
      ['Saved', '/saved'],
      ['Create Post', '/create-post'],
      ['Notifications', '/notifications'],
      ['Settings', '/settings'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Explore' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('names the Notifications link with the unread count, and shows the badge', () => {
    renderWithProviders(
      <LeftSidebar user={null} onSignOut={vi.fn()} isSigningOut={false} unread={3} />,
      {
        path: '/',
      },
    );
    const link = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Notifications, 3 unread',
    });
    expect(link).toHaveTextContent('3');
  });

  it('signs out with its Logout button', async () => {
    const onSignOut = vi.fn();
    const { user } = renderWithProviders(
      <LeftSidebar user={null} onSignOut={onSignOut} isSigningOut={false} />,
    );

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onSignOut).toHaveBeenCalledWith({ reload: false });
  });
});
