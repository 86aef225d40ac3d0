/**
 * Loaded into the server under test with `--import`: measures the main thread's event-loop
 * delay, and the lowest and highest V8 heap used (sampled every 100 ms: the lowest is near
 * what survives garbage collection, the highest what the heap swells to between them), and
 * writes the figures to BENCH_PROBE_FILE every half second. SIGWINCH starts the measurement
 * afresh, so warm-up does not count (SIGUSR2 would close the server: close-with-grace
 * listens for it).
 */
import { rename, writeFile } from 'node:fs/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_PROBE_FILE;
// Worker threads inherit `--import`; only the main thread's loop serves requests.
if (file && isMainThread) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const heap = { low: Number.POSITIVE_INFINITY, high: 0 };
  const sampleHeap = () => {
    const used = getHeapStatistics().used_heap_size;
    heap.low = Math.min(heap.low, used);
    heap.high = Math.max(heap.high, used);
  };
  sampleHeap();
  setInterval(sampleHeap, 100).unref();
  process.on('SIGWINCH', () => {
    histogram.reset();
    heap.low = Number.POSITIVE_INFINITY;
    heap.high = 0;
    sampleHeap();
  });
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  const mb = (bytes) => Math.round(bytes / 2 ** 20);
  // Written off the loop: a synchronous write of this file took 20 ms and more under load,
  // stalling the very loop it measures (4.5% of the main thread in a profile).
  setInterval(() => {
    const figures = {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      heapLowMb: mb(heap.low),
      heapHighMb: mb(heap.high),
    };
    // Renamed into place, so a reader never finds half a file.
    writeFile(`${file}.part`, JSON.stringify(figures))
      .then(() => rename(`${file}.part`, file))
      .catch(() => {});
  }, 500).unref();
}
