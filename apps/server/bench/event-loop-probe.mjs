/**
 * Loaded into the server under test with `--import`: measures the main thread's event-loop
 * delay and writes its figures to BENCH_PROBE_FILE every half second. SIGUSR2 starts the
 * measurement afresh, so warm-up does not count.
 */
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_PROBE_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  process.on('SIGUSR2', () => histogram.reset());
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
