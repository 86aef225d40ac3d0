import { createTestApp } from './app';
import type { TestDatabaseKind } from './databases';
import { openStream } from './sse';

export type EventStream = Awaited<ReturnType<typeof openStream>>;
export type StreamingTestApp = Awaited<ReturnType<typeof createStreamingTestApp>>;

/**
 * The test app listening on a free local port, for suites that hold event streams open:
 * `inject` cannot, it waits for the whole answer. `close` closes every stream opened with
 * `stream` before the app, as an open stream would hold the server's shutdown.
 */
export async function createStreamingTestApp(kind: TestDatabaseKind) {
  const t = await createTestApp(kind);
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const streams: EventStream[] = [];
  return {
    ...t,
    base,
    /** An event stream with `who`'s headers, or none; `query` is e.g. '?ticket=…'. */
    async stream(who: { headers: Record<string, string> } | null, query = '') {
      const opened = await openStream(`${base}/api/v1/events${query}`, who?.headers ?? {});
      streams.push(opened);
      return opened;
    },
    close: async () => {
      for (const opened of streams) opened.close();
      await t.close();
    },
  };
}
