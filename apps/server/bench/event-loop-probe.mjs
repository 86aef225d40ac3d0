/**
 * Loaded into the server under test with `--import`: measures the main thread's event-loop
 * delay and writes its figures to BENCH_PROBE_FILE every half second. SIGWINCH starts the
 * measurement afresh, so warm-up does not count (SIGUSR2 would close the server:
 * close-with-grace listens for it).
 */
import { rename, writeFile } from 'node:fs/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_PROBE_FILE;
// Worker threads inherit `--import`; only the main thread's loop serves requests.
if (file && isMainThread) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  process.on('SIGWINCH', () => histogram.reset());
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  // Written off the loop: a synchronous write of this file took 20 ms and more under load,
  // stalling the very loop it measures (4.5% of the main thread in a profile).
  setInterval(() => {
    const figures = {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    };
    // Renamed into place, so a reader never finds half a file.
    writeFile(`${file}.part`, JSON.stringify(figures))
      .then(() => rename(`${file}.part`, file))
      .catch(() => {});
  }, 500).unref();
}
