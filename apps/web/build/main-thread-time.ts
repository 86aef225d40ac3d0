/**
 * The page's main-thread CPU time before a moment of its load, from a Chromium trace
 * (categories `devtools.timeline` and `disabled-by-default-devtools.timeline`, which record
 * each task the renderer's main thread runs, with `tdur`, the CPU time it took).
 *
 * Wall-clock LCP on a 2-core machine moves by a hundred milliseconds from one load to the
 * next with what the browser's other processes and the server happen to be doing; the CPU
 * the page's own thread spends is steadier, and it is the part a change to the web app moves.
 */

export type TraceEvent = {
  name?: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts?: number;
  tdur?: number;
  args?: { name?: string };
};

/**
 * Milliseconds of CPU in the tasks the page's main thread started within `untilMs` of the
 * trace's first event (tracing starts just before the navigation). The page's thread is the
 * busiest `CrRendererMain`: the trace holds other renderers' too.
 */
export function mainThreadCpuMs(events: TraceEvent[], untilMs: number): number {
  const key = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  const renderers = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map(key),
  );
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && renderers.has(key(e)));
  const taskCounts = new Map<string, number>();
  for (const task of tasks) taskCounts.set(key(task), (taskCounts.get(key(task)) ?? 0) + 1);
  const page = [...taskCounts].sort((a, b) => b[1] - a[1])[0]?.[0];
  // Not Math.min(...stamps): a long trace has more events than a call takes arguments.
  const start = events.reduce((first, e) => (e.ts ? Math.min(first, e.ts) : first), Infinity);
  if (!page || start === Infinity) return Number.NaN;
  const cpuMicros = tasks
    .filter((task) => key(task) === page && (task.ts ?? 0) - start <= untilMs * 1000)
    .reduce((sum, task) => sum + (task.tdur ?? 0), 0);
  return cpuMicros / 1000;
}

/** The events of a trace Chromium wrote, as an object with `traceEvents` or a bare array. */
export function traceEvents(json: string): TraceEvent[] {
  const parsed = JSON.parse(json) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}
