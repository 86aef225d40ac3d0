/**
 * Mixed load as a social app meets it: many different signed-in people, each request drawn
 * with the weights of what people do (read feeds, open posts and profiles, search, react,
 * comment, post), posts chosen with a skew toward the newest. The same mix then runs against
 * a bare Fastify answering a fixed feed page, in the same run, as the machine's ceiling.
 *   npm run bench:mix -- [--db sqlite|postgres] [--users 100000] [--posts 1000000]
 *     [--people 1000] [--duration 20] [--connections 50] [--reuse DATABASE_URL]
 *     [--list-cache on|off] [--each] [--profile DIR] [--server-env 'KEY=value,…']
 * `--each` runs every kind of request alone instead of the mix (the single-request view at
 * `--connections 1 --list-cache off`). `--profile DIR` writes the server's CPU profile there.
 * Prints requests a second, p50/p99/max, non-2xx, the server's event-loop delay, its peak
 * memory, where the machine's CPU went (server, PostgreSQL, this load generator, idle) and
 * each kind's p99; writes the table to bench-mix-results.md. Rate limits are off.
 */
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cpuCells, describeCpu, watchCpu } from './cpu-time';
import {
  benchDatabase,
  benchOptions,
  parseServerEnv,
  residentMb,
  root,
  serverReady,
  startBareServer,
  startServer,
  waitFor,
} from './lib';
import {
  audience,
  drawFrom,
  failures,
  type Kind,
  type Outcome,
  percentile,
  round,
  send,
  trafficKinds,
  trafficRandom,
} from './traffic';

const { values } = parseArgs({
  options: {
    ...benchOptions({ users: '100000', posts: '1000000', duration: '20' }),
    people: { type: 'string', default: '1000' },
    warmup: { type: 'string', default: '5' },
    each: { type: 'boolean', default: false },
    profile: { type: 'string' },
    'server-env': { type: 'string', default: '' },
  },
});
const duration = Number(values.duration) * 1000;
const warmup = Number(values.warmup) * 1000;
const connections = Number(values.connections);

const url = await benchDatabase(values);

const draw = trafficRandom(2026);
const { random, below, pick } = draw;
const { tokens, postIds, authors, held } = await audience(url, Number(values.people), draw);
const kinds = trafficKinds(draw, { postIds, authors });

/** `connections` closed loops, each sending its next request when the last one answered. */
async function drive(port: number, choices: Kind[], forMs: number, record: boolean) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const outcomes: Outcome[] = [];
  const until = performance.now() + forMs;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const kind = drawFrom(choices, random);
        const started = performance.now();
        const status = await send(agent, port, kind.make(), pick(tokens));
        if (record) outcomes.push({ kind: kind.name, ms: performance.now() - started, status });
      }
    }),
  );
  agent.destroy();
  return outcomes;
}

function summarise(outcomes: Outcome[]) {
  const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return {
    rps: outcomes.length / (duration / 1000),
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: ms.at(-1) ?? 0,
    non2xx: failures(outcomes),
  };
}

const port = 4800 + below(100);
const probeFile = join(tmpdir(), `bench-mix-probe-${port}.json`);
const serverEnv = parseServerEnv(values['server-env']);
const server = startServer(
  port,
  url,
  {
    LIST_CACHE_MB: values['list-cache'] === 'off' ? '0' : '64',
    BENCH_PROBE_FILE: probeFile,
    ...serverEnv,
  },
  [
    '--import',
    join(root, 'apps/server/bench/event-loop-probe.mjs'),
    ...(values.profile ? ['--cpu-prof', `--cpu-prof-dir=${values.profile}`] : []),
  ],
);
await serverReady(server, `http://127.0.0.1:${port}`);
const eventLoop = async () => {
  await new Promise((r) => setTimeout(r, 600));
  const { readFileSync } = await import('node:fs');
  return JSON.parse(readFileSync(probeFile, 'utf8')) as { p99: number; max: number };
};

const header = `Mixed load: ${values.db} holding ${held.posts} posts (${held.today} of the last day), ${tokens.length} people signed in, ${connections} connections, ${duration / 1000} s after ${warmup / 1000} s warm-up, list cache ${values['list-cache']}, ${new Date().toISOString()}`;
const lines: string[] = [];
if (values.each) {
  lines.push(
    '| request | req/s | p50 ms | p99 ms | max ms | non-2xx | CPU, cores: server main + other, PostgreSQL, generator, idle |',
    '|---|---|---|---|---|---|---|',
  );
  const wanted = values.only?.split(',').map((part) => part.trim());
  for (const kind of kinds.filter((k) => !wanted || wanted.some((part) => k.name.includes(part)))) {
    await drive(port, [kind], Math.min(warmup, 1000), false);
    const cpuSince = watchCpu(server.pid as number);
    const s = summarise(await drive(port, [kind], duration, true));
    const cpu = cpuSince();
    lines.push(
      `| ${kind.name} | ${s.rps.toFixed(0)} | ${round(s.p50)} | ${round(s.p99)} | ${round(s.max)} | ${s.non2xx} | ${cpu ? cpuCells(cpu) : ''} |`,
    );
    console.info(lines.at(-1));
  }
} else {
  await drive(port, kinds, warmup, false);
  process.kill(server.pid as number, 'SIGWINCH');
  const cpuSince = watchCpu(server.pid as number);
  const outcomes = await drive(port, kinds, duration, true);
  const cpu = cpuSince();
  const loop = await eventLoop();
  const peak = residentMb(server.pid as number, 'VmHWM');
  const s = summarise(outcomes);

  const sample = await fetch(`http://127.0.0.1:${port}/api/v1/post/list`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' },
    body: JSON.stringify({ pageSize: 20 }),
  }).then((r) => r.text());
  const barePort = port + 200;
  const bare = startBareServer(barePort, sample);
  await waitFor(`http://127.0.0.1:${barePort}`);
  await drive(barePort, kinds, Math.min(warmup, 2000), false);
  const b = summarise(await drive(barePort, kinds, duration, true));
  const barePeak = residentMb(bare.pid as number, 'VmHWM');
  bare.kill();

  lines.push(
    '| server | req/s | p50 ms | p99 ms | max ms | non-2xx | loop delay p99 ms | loop delay max ms | peak MB |',
    '|---|---|---|---|---|---|---|---|---|',
    `| ours | ${s.rps.toFixed(0)} | ${round(s.p50)} | ${round(s.p99)} | ${round(s.max)} | ${s.non2xx} | ${loop.p99} | ${loop.max} | ${peak.toFixed(0)} |`,
    `| bare Fastify, fixed feed page | ${b.rps.toFixed(0)} | ${round(b.p50)} | ${round(b.p99)} | ${round(b.max)} | ${b.non2xx} | | | ${barePeak.toFixed(0)} |`,
    '',
    ...(cpu ? [describeCpu(cpu, duration / 1000), ''] : []),
    '| request | share | p50 ms | p99 ms | max ms | non-2xx |',
    '|---|---|---|---|---|---|',
  );
  for (const kind of kinds) {
    const mine = outcomes.filter((o) => o.kind === kind.name);
    const k = summarise(mine);
    lines.push(
      `| ${kind.name} | ${((mine.length / outcomes.length) * 100).toFixed(0)}% | ${round(k.p50)} | ${round(k.p99)} | ${round(k.max)} | ${k.non2xx} |`,
    );
  }
}
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));

const table = [header, '', ...lines].join('\n');
console.info(`\n${table}`);
writeFileSync('bench-mix-results.md', `${table}\n`);
