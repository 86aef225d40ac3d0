export type SseEvent = { id?: string; event: string; data: unknown };

/** A Server-Sent Events client for tests: collects events and waits for the ones it needs. */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters: { match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
  let ended = false;
  const done = (async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [
                line.slice(0, line.indexOf(':')),
                line.slice(line.indexOf(':') + 1).trimStart(),
              ]),
          );
          if (!fields.event) continue;
          const event: SseEvent = {
            id: fields.id,
            event: fields.event,
            data: JSON.parse(fields.data ?? 'null'),
          };
          events.push(event);
          for (const waiter of waiters.filter((w) => w.match(event))) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(event);
          }
        }
      }
    } catch {
      // aborted
    } finally {
      ended = true;
    }
  })();
  return {
    status: response.status,
    events,
    get ended() {
      return ended;
    },
    /** The first event (already received or still to come) that matches, or a timeout error. */
    next(match: (e: SseEvent) => boolean, timeoutMs = 3000): Promise<SseEvent> {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching event in time')), timeoutMs);
        waiters.push({
          match,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
    /** Waits a little and answers whether anything matching arrived. */
    async received(match: (e: SseEvent) => boolean, waitMs = 300) {
      await new Promise((r) => setTimeout(r, waitMs));
      return events.some(match);
    },
    ended$: done,
    close: () => controller.abort(),
  };
}
