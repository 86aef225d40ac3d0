import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Scroll positions by history entry (React Router's location.key) and path, kept in
 * sessionStorage when the page goes, so Back after a reload finds them too. The path is part
 * of the key: every page opened afresh (typed, or from a link outside) is entry 'default'.
 */
const STORAGE_KEY = 'scrollPositions';
/** Enough entries for any Back a person makes; older ones go first. */
const KEPT_ENTRIES = 100;
/** About a second of frames to wait for a list to grow tall enough to scroll back into. */
const RESTORE_FRAMES = 60;

function readStored(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return new Map(
      Object.entries(stored ?? {}).filter((entry): entry is [string, number] =>
        Number.isFinite(entry[1]),
      ),
    );
  } catch {
    return new Map();
  }
}

let positions: Map<string, number> | undefined;
const entryOf = (location: { key: string; pathname: string }) =>
  `${location.key} ${location.pathname}`;
const savedPositions = () => {
  positions ??= readStored();
  return positions;
};

function save(key: string, y: number) {
  const saved = savedPositions();
  saved.delete(key);
  saved.set(key, y);
  if (saved.size > KEPT_ENTRIES) saved.delete(saved.keys().next().value as string);
}

function store() {
  try {
    window.sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify(Object.fromEntries(savedPositions())),
    );
  } catch {
    // Storage refused: Back still works until the page reloads.
  }
}

/**
 * Scrolls back to y, and keeps trying for a moment while the page is too short to get there:
 * a list's pages come from the query cache at once, but a refetch or an image can still be
 * on its way. Gives up as soon as the reader scrolls by hand.
 */
function scrollBackTo(y: number): () => void {
  let frame = 0;
  let attempts = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
      window.removeEventListener(type, stop);
    }
  };
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) <= 1 || attempts >= RESTORE_FRAMES) return stop();
    attempts += 1;
    frame = requestAnimationFrame(attempt);
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
    window.addEventListener(type, stop, { passive: true });
  }
  attempt();
  return stop;
}

/**
 * Back (and Forward) return to where the reader was on that page; any other navigation to
 * another page opens it at its top. A change of the query alone (a search, a dialog in the
 * URL) leaves the scroll where it is.
 *
 * React Router's <ScrollRestoration> does the same, but it lives in the library chunk that
 * the sign-in page loads, whose budget has no room for it; this hook loads with the
 * signed-in layout only. A history traversal is told by the browser's popstate, which
 * React Router's browser history answers too.
 */
export function useScrollRestoration() {
  const location = useLocation();
  /** The entry shown, as last handled; null before the first page. */
  const shown = useRef<{ key: string; pathname: string } | null>(null);
  const traversed = useRef(false);
  const stopRestoring = useRef(() => {});

  useEffect(() => {
    const onScroll = () => {
      if (shown.current) save(entryOf(shown.current), window.scrollY);
    };
    const onPopState = () => {
      traversed.current = true;
    };
    const before = window.history.scrollRestoration;
    // The browser would restore before the page has its content; this hook does it after.
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('popstate', onPopState);
    window.addEventListener('pagehide', store);
    return () => {
      stopRestoring.current();
      window.history.scrollRestoration = before;
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pagehide', store);
      store();
    };
  }, []);

  // Before paint, once the new page's content (from the query cache) is in the document.
  useLayoutEffect(() => {
    const previous = shown.current;
    // Run twice for the same entry (StrictMode): the first run's restoring goes on.
    if (previous?.key === location.key) return;
    shown.current = { key: location.key, pathname: location.pathname };
    stopRestoring.current();
    stopRestoring.current = () => {};
    const wasTraversal = traversed.current;
    traversed.current = false;

    // The first page may be a reload, with a position to go back to.
    const saved = savedPositions().get(entryOf({ key: location.key, pathname: location.pathname }));
    if ((wasTraversal || !previous) && saved !== undefined) {
      stopRestoring.current = scrollBackTo(saved);
    } else if (previous?.pathname !== location.pathname) {
      window.scrollTo(0, 0);
    }
  }, [location.key, location.pathname]);
}
