/**
 * Loaded into the server under test with `--import`: measures the main thread's event-loop
 * delay and writes its figures to BENCH_PROBE_FILE every half second. SIGWINCH starts the
 * measurement afresh, so warm-up does not count (SIGUSR2 would close the server:
 * close-with-grace listens for it).
 */
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_PROBE_FILE;
// Worker threads inherit `--import`; only the main thread's loop serves requests.
if (file && isMainThread) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  process.on('SIGWINCH', () => histogram.reset());
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  setInterval(() => {
    writeFileSync(
      file,
      JSON.stringify({
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
      }),
    );
  }, 500).unref();
}
