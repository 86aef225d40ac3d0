import { reconnectDelayMs } from '@/config';
import { API_BASE_PATH, apiClient, isApiError } from '@/lib/api-client';
import { authStorage } from '@/lib/auth-storage';

export type EventHandlers = Record<string, (data: unknown) => void>;

export type EventStream = { close: () => void };

/**
 * One Server-Sent Events stream, opened with a single-use ticket (a token never goes in a
 * URL) and reopened on the seed's schedule after a drop, resuming from the last event seen.
 * It stops for good once the session is gone: the server ends the stream at sign-out, and
 * asking again then would only be refused.
 */
export function connectEventStream(
  handlers: EventHandlers,
  /** Each time the stream opens: what happened before it opened was not sent on it. */
  onOpen: () => void = () => {},
): EventStream {
  let attempt = 0;
  let lastEventId: string | undefined;
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const stop = () => {
    closed = true;
    clearTimeout(timer);
    source?.close();
    source = undefined;
  };

  const schedule = () => {
    if (closed) return;
    if (!authStorage.getToken()) {
      stop();
      return;
    }
    const delay = reconnectDelayMs(attempt);
    console.warn(`Realtime disconnected; retrying in ${delay} ms (attempt ${attempt + 1})`);
    attempt += 1;
    timer = setTimeout(() => void open(), delay);
  };

  async function open() {
    if (closed) return;
    let ticket: string;
    try {
      ({ ticket } = await apiClient.post<{ ticket: string }>('/events/ticket'));
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        console.warn('Realtime: the session has ended; not reconnecting');
        stop();
        return;
      }
      console.warn('Realtime: could not get a stream ticket', error);
      schedule();
      return;
    }
    if (closed) return;
    const query = new URLSearchParams({ ticket, ...(lastEventId ? { lastEventId } : {}) });
    const stream = new EventSource(`${API_BASE_PATH}/events?${query}`);
    source = stream;
    stream.onopen = () => {
      attempt = 0;
      onOpen();
    };
    for (const [name, handle] of Object.entries(handlers)) {
      stream.addEventListener(name, (event) => {
        const message = event as MessageEvent<string>;
        if (message.lastEventId) lastEventId = message.lastEventId;
        try {
          handle(JSON.parse(message.data));
        } catch (error) {
          console.error('Realtime: could not apply an event', name, error);
        }
      });
    }
    stream.onerror = () => {
      // The ticket is spent, so EventSource's own retry would fail: start over with a new one.
      stream.close();
      if (source !== stream) return;
      source = undefined;
      schedule();
    };
  }

  // Without EventSource (old browsers, jsdom) the app works as before, only not live.
  if (typeof EventSource === 'undefined') return { close: stop };
  void open();
  return { close: stop };
}
