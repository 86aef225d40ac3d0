import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from './use-scroll-restoration';

const jsdomScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');

/** A window that scrolls: `scrollTo` moves it, within a page as tall as `maxY` allows. */
function stubScrolling() {
  const page = { y: 0, maxY: 10_000 };
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => page.y });
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    page.y = Math.min(y, page.maxY);
    window.dispatchEvent(new Event('scroll'));
  }) as typeof window.scrollTo);
  /** The reader scrolling by hand. */
  const scrollByHand = (y: number) =>
    act(() => {
      page.y = y;
      window.dispatchEvent(new Event('scroll'));
    });
  return { page, scrollByHand };
}

function Layout() {
  useScrollRestoration();
  return <Outlet />;
}

/** A browser router (Back is the browser's, with its popstate) over three pages. */
function renderPages() {
  const router = createBrowserRouter([
    {
      element: <Layout />,
      children: [
        { path: '/', element: <Link to="/posts/1">Open the post</Link> },
        {
          path: '/posts/:id',
          element: (
            <>
              <Link to="?comments=open">Open the comments</Link>
              <Link to="/profile/1">Open the profile</Link>
            </>
          ),
        },
        { path: '/profile/:id', element: <p>A profile</p> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('useScrollRestoration', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => {
    if (jsdomScrollY) Object.defineProperty(window, 'scrollY', jsdomScrollY);
  });

  it('opens a new page at its top and goes back to the same place on Back', async () => {
    const { page, scrollByHand } = stubScrolling();
    const { router, user } = renderPages();

    scrollByHand(1200);
    await user.click(screen.getByRole('link', { name: 'Open the post' }));
    expect(page.y).toBe(0);

    // A change of the query alone leaves the scroll where it is.
    scrollByHand(300);
    await user.click(screen.getByRole('link', { name: 'Open the comments' }));
    expect(router.state.location.search).toBe('?comments=open');
    expect(page.y).toBe(300);

    await user.click(screen.getByRole('link', { name: 'Open the profile' }));
    expect(await screen.findByText('A profile')).toBeInTheDocument();
    expect(page.y).toBe(0);

    act(() => window.history.go(-2));
    await waitFor(() => expect(router.state.location.pathname).toBe('/posts/1'));
    expect(page.y).toBe(300);
    act(() => window.history.back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(page.y).toBe(1200);

    // Forward is a traversal too.
    act(() => window.history.forward());
    await waitFor(() => expect(router.state.location.pathname).toBe('/posts/1'));
    expect(page.y).toBe(300);
  });

  it('restores a reloaded page, but opens another page loaded afresh at its top', async () => {
    const { page, scrollByHand } = stubScrolling();
    const first = renderPages();
    scrollByHand(800);
    first.router.dispose();
    cleanup(); // the page goes: its positions are stored

    // A reload of the same page (history entry 'default' again) goes back to the place.
    renderPages();
    expect(page.y).toBe(800);
    cleanup();

    // Another address opened afresh is also entry 'default', with nothing saved for it.
    window.history.replaceState(null, '', '/profile/1');
    renderPages();
    expect(await screen.findByText('A profile')).toBeInTheDocument();
    expect(page.y).toBe(0);
  });

  it('waits for a list that is not yet tall enough, and gives way to the reader', async () => {
    const { page, scrollByHand } = stubScrolling();
    const { router, user } = renderPages();
    scrollByHand(2400);
    await user.click(screen.getByRole('link', { name: 'Open the post' }));

    // Home comes back shorter than it was: its last pages are still on their way.
    page.maxY = 900;
    act(() => window.history.back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(page.y).toBe(900);
    page.maxY = 5000;
    await waitFor(() => expect(page.y).toBe(2400));

    // Once the reader scrolls, the page is theirs.
    await user.click(screen.getByRole('link', { name: 'Open the post' }));
    page.maxY = 900;
    act(() => window.history.back());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    window.dispatchEvent(new Event('wheel'));
    scrollByHand(100);
    page.maxY = 5000;
    await new Promise((done) => setTimeout(done, 100));
    expect(page.y).toBe(100);
  });
});
