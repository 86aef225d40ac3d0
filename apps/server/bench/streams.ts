/**
 * Holds many open event streams against a real server process and measures how long a
 * new post takes to reach all of them.
 *   npm run build -w @app/server && npx tsx apps/server/bench/streams.ts [--streams 2000] [--posts 40]
 * Prints the server's resident memory with the streams open and the post-to-delivery delay
 * (median, p99) over every stream and post. A benchmark: nothing here asserts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { hashToken, newId, newToken } from '../src/lib/ids';

const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '2000' },
    posts: { type: 'string', default: '40' },
  },
});
const streamCount = Number(values.streams);
const postCount = Number(values.posts);
const port = 3900 + Math.floor(Math.random() * 90);
const dir = mkdtempSync(join(tmpdir(), 'bench-streams-'));
const databaseUrl = `sqlite:${join(dir, 'app.db')}`;

// People and sessions go straight into the database: signing up 2,000 people through the
// API would mostly time argon2.
const { db } = openDatabase(databaseUrl);
await migrateToLatest(db);
const now = new Date().toISOString();
const later = '2999-01-01T00:00:00.000Z';
const people = Array.from({ length: streamCount + 1 }, (_, i) => ({
  id: newId(),
  token: newToken(),
  i,
}));
for (let start = 0; start < people.length; start += 500) {
  const slice = people.slice(start, start + 500);
  await db
    .insertInto('users')
    .values(
      slice.map((p) => ({
        id: p.id,
        name: `Reader ${p.i}`,
        username: `reader_${p.i}`,
        username_key: `reader_${p.i}`,
        email: `r${p.i}@example.com`,
        email_key: `r${p.i}@example.com`,
        password_hash: 'x',
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  await db
    .insertInto('sessions')
    .values(
      slice.map((p) => ({
        id: newId(),
        user_id: p.id,
        token_hash: hashToken(p.token),
        user_agent: 'bench',
        created_at: now,
        last_used_at: now,
        expires_at: later,
      })),
    )
    .execute();
}
await db.destroy();
const [author, ...readers] = people as [(typeof people)[number], ...typeof people];

const server: ChildProcess = spawn(process.execPath, ['apps/server/dist/server.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: join(dir, 'media'),
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) /
  1024;
for (let i = 0; ; i++) {
  const up = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (up) break;
  if (i > 100) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 100));
}
const idleRss = rssMb();

const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
const sentAt = new Map<string, bigint>();
const delays: number[] = [];
let open = 0;
await Promise.all(
  readers.map(
    (reader) =>
      new Promise<void>((resolve, reject) => {
        const request = http.get(
          {
            host: '127.0.0.1',
            port,
            path: '/api/v1/events',
            agent,
            headers: { authorization: `Bearer ${reader.token}` },
          },
          (response) => {
            if (response.statusCode !== 200)
              return reject(new Error(`stream answered ${response.statusCode}`));
            open += 1;
            resolve();
            let buffer = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              buffer += chunk;
              let cut = buffer.indexOf('\n\n');
              while (cut >= 0) {
                const block = buffer.slice(0, cut);
                buffer = buffer.slice(cut + 2);
                cut = buffer.indexOf('\n\n');
                if (!block.includes('event: post.created')) continue;
                const content = /"content":"(bench post \d+)"/.exec(block)?.[1];
                const start = content ? sentAt.get(content) : undefined;
                if (start) delays.push(Number(process.hrtime.bigint() - start) / 1e6);
              }
            });
          },
        );
        request.on('error', reject);
      }),
  ),
);
await new Promise((r) => setTimeout(r, 500));
const openRss = rssMb();

for (let i = 0; i < postCount; i++) {
  const content = `bench post ${i}`;
  sentAt.set(content, process.hrtime.bigint());
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/post/new`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${author.token}` },
    body: JSON.stringify({ content, visibility: i % 2 ? 'private' : 'public' }),
  });
  if (response.status !== 201) throw new Error(await response.text());
  await new Promise((r) => setTimeout(r, 250));
}
await new Promise((r) => setTimeout(r, 2000));
const peakRss = rssMb();
delays.sort((a, b) => a - b);
const at = (q: number) =>
  (delays[Math.min(delays.length - 1, Math.floor(q * delays.length))] ?? Number.NaN).toFixed(1);
console.info(
  `streams open: ${open}; posts: ${postCount}; deliveries: ${delays.length} of ${open * postCount}`,
);
console.info(
  `server memory (RSS): idle ${idleRss.toFixed(0)} MB, with streams ${openRss.toFixed(0)} MB, after posting ${peakRss.toFixed(0)} MB`,
);
console.info(`post-to-delivery delay: median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`);
agent.destroy();
server.kill('SIGTERM');
