/**
 * Soak: the mixed traffic of `bench:mix`, writes included, at a steady rate well below what
 * the server can take, for many minutes, watching for what only time shows (memory that
 * keeps growing, an event loop that slows, errors that start late).
 *   npm run soak -- [--minutes 30] [--rate 200] [--connections 20] [--people 1000]
 *     [--db sqlite|postgres] [--users 10000] [--posts 100000] [--reuse DATABASE_URL]
 *     [--warmup 30] [--timeout 10] [--list-cache on|off] [--server-env 'KEY=value,…']
 * Requests leave at `--rate` a second, spread over `--connections` keep-alive connections
 * (no catching up: when every connection is busy the rate falls, and the table shows it).
 * Each minute prints one row: requests, req/s, non-2xx by status, 5xx, connection errors
 * (refused, reset, or no answer within `--timeout` seconds), p50/p99 from sending to the
 * answer's end, the server's resident memory at the minute's end (/proc), the lowest and
 * highest V8 heap used in the minute and the event-loop delay p99/max over it (all three
 * from bench/event-loop-probe.mjs; the lowest heap is about what survives garbage collection,
 * so it is the one to watch for a leak). The warm-up prints a row of its own, counted in the
 * errors but not in the memory figures. Ends with first and last minute's memory, the
 * least-squares slopes of resident memory and lowest heap over the minutes (MB an hour; also
 * over the second half, once caches are full) and the totals; writes all of it to
 * soak-results.md (rewritten each minute, so a stopped run leaves its rows). Exits 1 on any
 * 5xx or connection error, or when the server exits.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  benchDatabase,
  benchOptions,
  parseServerEnv,
  residentMb,
  root,
  serverReady,
  startServer,
} from './lib';
import {
  audience,
  drawFrom,
  failures,
  type Outcome,
  percentile,
  round,
  send,
  trafficKinds,
  trafficRandom,
} from './traffic';

// `--duration` and `--only` of the other benchmarks mean nothing here.
const {
  duration: _duration,
  only: _only,
  ...shared
} = benchOptions({
  users: '10000',
  posts: '100000',
  duration: '0',
});
const { values } = parseArgs({
  options: {
    ...shared,
    connections: { type: 'string', default: '20' },
    minutes: { type: 'string', default: '30' },
    rate: { type: 'string', default: '200' },
    people: { type: 'string', default: '1000' },
    warmup: { type: 'string', default: '30' },
    timeout: { type: 'string', default: '10' },
    'server-env': { type: 'string', default: '' },
  },
});
const positive = (name: string, value: string, integer = false) => {
  const n = Number(value);
  if (!(n > 0) || (integer && !Number.isInteger(n))) {
    throw new Error(`--${name} wants a positive ${integer ? 'whole ' : ''}number, not ${value}`);
  }
  return n;
};
const minutes = positive('minutes', values.minutes, true);
const rate = positive('rate', values.rate);
const connections = positive('connections', values.connections, true);
const timeoutMs = positive('timeout', values.timeout) * 1000;
const warmup = Number(values.warmup) * 1000;

const url = await benchDatabase(values);
if (!values.reuse) {
  // Seeding takes a while: say where the data is, so the next run can skip it.
  console.info(`seeded ${url.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@')} (--reuse it)`);
}

const draw = trafficRandom(2026);
const { random, pick } = draw;
const { tokens, postIds, authors } = await audience(url, Number(values.people), draw);
const kinds = trafficKinds(draw, { postIds, authors });

const port = 5100 + Math.floor(Math.random() * 100);
const base = `http://127.0.0.1:${port}`;
const probeFile = join(tmpdir(), `bench-soak-probe-${port}.json`);
const server = startServer(
  port,
  url,
  {
    LIST_CACHE_MB: values['list-cache'] === 'off' ? '0' : '64',
    BENCH_PROBE_FILE: probeFile,
    ...parseServerEnv(values['server-env']),
  },
  ['--import', join(root, 'apps/server/bench/event-loop-probe.mjs')],
);
let serverExit: string | undefined;
const exited = new Promise<void>((resolve) =>
  server.once('exit', (code, signal) => {
    serverExit = signal ?? String(code);
    resolve();
  }),
);
await serverReady(server, base);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

// The load: each connection takes the next free slot of the schedule, waits for it, sends.
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const interval = 1000 / rate;
let nextSlot = performance.now();
let running = true;
let bucket: Outcome[] = [];
const load = Promise.all(
  Array.from({ length: connections }, async () => {
    while (running) {
      const at = Math.max(nextSlot, performance.now());
      nextSlot = at + interval;
      await sleep(at - performance.now());
      if (!running) break;
      const kind = drawFrom(kinds, random);
      const started = performance.now();
      const status = await send(agent, port, kind.make(), pick(tokens), timeoutMs);
      bucket.push({ kind: kind.name, ms: performance.now() - started, status });
    }
  }),
);

type Row = {
  label: string;
  requests: number;
  rps: number;
  non2xx: string;
  /** The answers that were not 2xx, for the run's totals. */
  failed: Outcome[];
  server5xx: number;
  connectionErrors: number;
  p50: number;
  p99: number;
  rssMb: number;
  heapLowMb: number;
  heapHighMb: number;
  loopP99: number;
  loopMax: number;
};

type Probe = { p99: number; max: number; heapLowMb: number; heapHighMb: number };
/** The probe's figures (main thread) since the last reset; then starts them afresh. */
function probe(): Probe {
  try {
    const figures = JSON.parse(readFileSync(probeFile, 'utf8')) as Probe;
    process.kill(server.pid as number, 'SIGWINCH');
    return figures;
  } catch {
    return { p99: Number.NaN, max: Number.NaN, heapLowMb: Number.NaN, heapHighMb: Number.NaN };
  }
}

let sampledAt = performance.now();
/** What happened since the last row. */
function row(label: string): Row {
  const outcomes = bucket;
  bucket = [];
  const seconds = (performance.now() - sampledAt) / 1000;
  sampledAt = performance.now();
  const loop = probe();
  let rssMb = Number.NaN;
  try {
    rssMb = residentMb(server.pid as number, 'VmRSS');
  } catch {}
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return {
    label,
    requests: outcomes.length,
    rps: outcomes.length / seconds,
    non2xx: failures(outcomes),
    failed: outcomes.filter((o) => o.status < 200 || o.status >= 300),
    server5xx: outcomes.filter((o) => o.status >= 500).length,
    connectionErrors: outcomes.filter((o) => o.status === 0).length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    rssMb,
    heapLowMb: loop.heapLowMb,
    heapHighMb: loop.heapHighMb,
    loopP99: loop.p99,
    loopMax: loop.max,
  };
}

const mb = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '?');
const ms = (n: number) => (Number.isFinite(n) ? round(n) : '?');
const header = `Soak: ${values.db}${values.reuse ? ' (reused database)' : `, ${values.users} people and ${values.posts} posts seeded`}, ${tokens.length} people signed in, target ${rate} req/s over ${connections} connections, ${minutes} min after ${warmup / 1000} s warm-up, list cache ${values['list-cache']}, ${new Date().toISOString()}`;
const tableHead = [
  '| minute | requests | req/s | non-2xx | 5xx | conn errors | p50 ms | p99 ms | RSS MB | heap low MB | heap high MB | loop p99 ms | loop max ms |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
];
const line = (r: Row) =>
  `| ${r.label} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.non2xx} | ${r.server5xx} | ${r.connectionErrors} | ${round(r.p50)} | ${round(r.p99)} | ${mb(r.rssMb)} | ${mb(r.heapLowMb)} | ${mb(r.heapHighMb)} | ${ms(r.loopP99)} | ${ms(r.loopMax)} |`;
const rows: Row[] = [];
const write = (tail: string[]) =>
  writeFileSync(
    'soak-results.md',
    `${[header, '', ...tableHead, ...rows.map(line), ...tail].join('\n')}\n`,
  );

console.info(`\n${header}\n\n${tableHead.join('\n')}`);
const record = (label: string) => {
  rows.push(row(label));
  console.info(line(rows.at(-1) as Row));
  write(['', '(running)']);
};

if (warmup > 0) {
  await Promise.race([sleep(warmup), exited]);
  record('warm-up');
}
const start = performance.now();
for (let minute = 1; minute <= minutes && serverExit === undefined; minute++) {
  await Promise.race([sleep(start + minute * 60_000 - performance.now()), exited]);
  record(serverExit === undefined ? String(minute) : `${minute} (cut short)`);
}
running = false;
await load;
agent.destroy();
const died = serverExit;
if (died === undefined) {
  server.kill('SIGTERM');
  await exited;
}
rmSync(probeFile, { force: true });
rmSync(`${probeFile}.part`, { force: true });

/** Least-squares slope of `ys` sampled once a minute, per hour. */
function slopePerHour(ys: number[]): number {
  const xs = ys.map((_, i) => i / 60);
  const mx = xs.reduce((s, x) => s + x, 0) / xs.length;
  const my = ys.reduce((s, y) => s + y, 0) / ys.length;
  const sxy = xs.reduce((s, x, i) => s + (x - mx) * ((ys[i] as number) - my), 0);
  const sxx = xs.reduce((s, x) => s + (x - mx) ** 2, 0);
  return sxy / sxx;
}
// Whole minutes only: neither the warm-up nor a minute the server's exit cut short.
const measured = rows.filter((r) => /^\d+$/.test(r.label));
const first = measured[0];
const last = measured.at(-1);
const total = (key: 'requests' | 'server5xx' | 'connectionErrors') =>
  rows.reduce((sum, r) => sum + r[key], 0);
const non2xx = failures(rows.flatMap((r) => r.failed));
const worst = (key: 'loopP99' | 'loopMax') =>
  Math.max(...measured.map((r) => r[key]).filter((n) => !Number.isNaN(n)));
const secondHalf = measured.slice(Math.floor(measured.length / 2));
const achieved = measured.reduce((sum, r) => sum + r.requests, 0) / (measured.length * 60);
const errors = total('server5xx') + total('connectionErrors');
const signed = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(1)}`;
const summary = [
  '',
  `Minutes measured: ${measured.length}; requests: ${total('requests')} (warm-up included), non-2xx: ${non2xx}, 5xx: ${total('server5xx')}, connection errors: ${total('connectionErrors')}.`,
  first && last
    ? `Memory, first minute → last: RSS ${mb(first.rssMb)} → ${mb(last.rssMb)} MB, lowest heap used ${mb(first.heapLowMb)} → ${mb(last.heapLowMb)} MB.`
    : 'Memory: no minute measured.',
  measured.length >= 2
    ? `Slope over the minutes (least squares): RSS ${signed(slopePerHour(measured.map((r) => r.rssMb)))} MB/hour, lowest heap ${signed(slopePerHour(measured.map((r) => r.heapLowMb)))} MB/hour.`
    : 'Slope: needs two minutes or more.',
  // The first minutes fill caches and grow the heap to its working size; the second half
  // says whether memory then levels off.
  ...(measured.length >= 4
    ? [
        `Slope over the second half (${secondHalf.length} minutes): RSS ${signed(slopePerHour(secondHalf.map((r) => r.rssMb)))} MB/hour, lowest heap ${signed(slopePerHour(secondHalf.map((r) => r.heapLowMb)))} MB/hour.`,
      ]
    : []),
  ...(achieved < rate * 0.95
    ? [
        `The rate was not met (${achieved.toFixed(0)} of ${rate} req/s over the minutes): the server or the machine was saturated, so this was a stress test, not a soak.`,
      ]
    : []),
  `Event-loop delay, worst minute: p99 ${ms(worst('loopP99'))} ms, max ${ms(worst('loopMax'))} ms.`,
  died !== undefined
    ? `FAILED: the server exited (${died}) during the run.`
    : errors
      ? 'FAILED: 5xx or connection errors.'
      : 'No 5xx and no connection errors.',
];
console.info(summary.join('\n'));
write(summary);
process.exitCode = errors || died !== undefined ? 1 : 0;
