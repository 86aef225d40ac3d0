import { reconnectDelayMs } from '@app/contract';
import { API_BASE_PATH, apiClient } from '@/lib/api-client';

export type EventHandlers = Record<string, (data: unknown) => void>;

/**
 * One Server-Sent Events stream, opened with a single-use ticket (a token never goes in a
 * URL) and reopened on the seed's schedule after a drop, resuming from the last event seen.
 */
export function connectEventStream(handlers: EventHandlers) {
  let attempt = 0;
  let lastEventId: string | undefined;
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const schedule = () => {
    if (closed) return;
    timer = setTimeout(open, reconnectDelayMs(attempt));
    attempt += 1;
  };

  async function open() {
    if (closed) return;
    let ticket: string;
    try {
      ({ ticket } = await apiClient.post<{ ticket: string }>('/events/ticket'));
    } catch (error) {
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
      console.warn('Realtime disconnected; retrying');
      stream.close();
      if (source === stream) schedule();
    };
  }

  void open();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      source?.close();
    },
  };
}
