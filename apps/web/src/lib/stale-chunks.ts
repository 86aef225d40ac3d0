const RELOADED_AT = 'reloadedForNewVersionAt';
const LOOP_GUARD_MS = 60_000;

type Options = {
  /** Where the person was going when the chunk failed (the router's pending location). */
  destination?: () => string | undefined;
  win?: Window;
  now?: () => number;
};

/**
 * After a release, a tab opened before it asks for route chunks that no longer exist (their
 * names carry the old hashes). Vite reports that as `vite:preloadError`; loading the page
 * the person was going to, anew, fetches the new version. Once a minute at most, so a chunk
 * that is really missing shows the route's error page instead of reloading forever.
 * Returns the function that stops listening.
 */
export function reloadOnStaleChunks({
  destination = () => undefined,
  win = window,
  now = Date.now,
}: Options = {}): () => void {
  const onPreloadError = (event: Event) => {
    const last = Number(win.sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (now() - last < LOOP_GUARD_MS) return;
    event.preventDefault();
    win.sessionStorage.setItem(RELOADED_AT, String(now()));
    const target = destination();
    if (target) win.location.assign(target);
    else win.location.reload();
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  return () => win.removeEventListener('vite:preloadError', onPreloadError);
}
