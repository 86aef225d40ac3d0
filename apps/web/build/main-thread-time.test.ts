import { describe, expect, it } from 'vitest';
import { mainThreadCpuMs, type TraceEvent, traceEvents } from './main-thread-time';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  ph: 'M',
  name: 'thread_name',
  pid,
  tid,
  args: { name },
});
const task = (pid: number, tid: number, atMs: number, cpuMs: number): TraceEvent => ({
  ph: 'X',
  name: 'RunTask',
  pid,
  tid,
  ts: 1_000_000 + atMs * 1000,
  tdur: cpuMs * 1000,
});

describe('mainThreadCpuMs', () => {
  const events: TraceEvent[] = [
    { ph: 'i', name: 'TracingStartedInBrowser', ts: 1_000_000 },
    thread(1, 1, 'CrBrowserMain'),
    thread(2, 2, 'CrRendererMain'),
    thread(3, 3, 'CrRendererMain'),
    task(1, 1, 10, 50),
    // The page's renderer runs the most tasks; another renderer runs one.
    task(2, 2, 20, 30),
    task(2, 2, 100, 40),
    task(2, 2, 700, 25),
    task(3, 3, 50, 90),
  ];

  it("adds the CPU of the page's main-thread tasks started before the moment", () => {
    expect(mainThreadCpuMs(events, 500)).toBe(70);
    expect(mainThreadCpuMs(events, 800)).toBe(95);
  });

  it('reads a trace longer than a call takes arguments', () => {
    const noise = Array.from({ length: 300_000 }, () => ({
      name: 'Other',
      ph: 'X',
      ts: 5_000_000,
    }));
    expect(mainThreadCpuMs([...events, ...noise], 500)).toBe(70);
  });

  it('is not a number when the trace has no renderer tasks', () => {
    expect(mainThreadCpuMs(events.slice(0, 5), 500)).toBeNaN();
  });

  it('reads both shapes of trace file', () => {
    expect(traceEvents(JSON.stringify(events))).toHaveLength(events.length);
    expect(traceEvents(JSON.stringify({ traceEvents: events }))).toHaveLength(events.length);
  });
});
