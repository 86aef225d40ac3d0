import { vi } from 'vitest';

/**
 * A stand-in for the browser's EventSource in tests: it records what was opened, and the
 * test decides when it opens, fails, or receives an event.
 */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readonly params: URLSearchParams;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(url: string) {
    this.url = url;
    this.params = new URL(url, 'http://localhost').searchParams;
    FakeEventSource.instances.push(this);
  }

  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  open() {
    this.onopen?.(new Event('open'));
  }

  fail() {
    this.onerror?.(new Event('error'));
  }

  emit(name: string, data: unknown, id = '') {
    const event = new MessageEvent(name, { data: JSON.stringify(data), lastEventId: id });
    for (const listener of this.listeners.get(name) ?? []) listener(event);
  }

  static get latest(): FakeEventSource {
    const latest = FakeEventSource.instances.at(-1);
    if (!latest) throw new Error('No stream was opened');
    return latest;
  }
}

/** Installs the fake for one test (vi.unstubAllGlobals puts the real one back). */
export function stubEventSource() {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return FakeEventSource;
}
