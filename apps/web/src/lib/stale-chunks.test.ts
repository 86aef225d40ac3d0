import { describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunks } from './stale-chunks';

function fakeWindow() {
  const target = new EventTarget();
  const location = { reload: vi.fn(), assign: vi.fn() };
  const win = Object.assign(target, {
    sessionStorage: window.sessionStorage,
    location,
  }) as unknown as Window;
  const fail = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { win, location, fail };
}

describe('reloadOnStaleChunks', () => {
  it('opens the page being navigated to anew, once, not again within a minute', () => {
    window.sessionStorage.clear();
    const { win, location, fail } = fakeWindow();
    let clock = 1_000_000;
    const stop = reloadOnStaleChunks({ win, now: () => clock, destination: () => '/explore' });

    expect(fail()).toBe(true);
    expect(location.assign).toHaveBeenCalledWith('/explore');
    clock += 10_000;
    // Still failing right after: the error goes on to the route's error page.
    expect(fail()).toBe(false);
    expect(location.assign).toHaveBeenCalledTimes(1);
    clock += 60_000;
    expect(fail()).toBe(true);
    expect(location.assign).toHaveBeenCalledTimes(2);

    stop();
    clock += 60_000;
    expect(fail()).toBe(false);
  });

  it('reloads the current page when no navigation is under way', () => {
    window.sessionStorage.clear();
    const { win, location, fail } = fakeWindow();
    reloadOnStaleChunks({ win });
    expect(fail()).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(1);
  });
});
