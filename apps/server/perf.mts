import { buildApp } from './src/app';
import { parseConfig } from './src/config';
import { openDatabase } from './src/db/database';
import { signIn } from './bench/lib';
const handle = openDatabase('sqlite:/tmp/big/app.db', { sqliteReaders: Number(process.env.R ?? 0) });
const u = await handle.db.selectFrom('users').select('id').where('id', '>', '019a').orderBy('id').limit(1).executeTakeFirstOrThrow();
const [token] = await signIn(handle.db, [u.id]);
const app = await buildApp({ config: parseConfig({ RATE_LIMITS: 'off', LIST_CACHE_MB: '0' }), database: handle, webDist: '/nonexistent' });
await app.ready();
for (const [label, path, body, enc] of [
  ['feed identity', '/api/v1/post/list', { pageSize: 20 }, 'identity'],
  ['feed br', '/api/v1/post/list', { pageSize: 20 }, 'br'],
  ['feed gzip', '/api/v1/post/list', { pageSize: 20 }, 'gzip'],
  ['feed 3 identity', '/api/v1/post/list', { pageSize: 3 }, 'identity'],
  ['me', '/api/v1/user/me', undefined, 'identity'],
] as const) {
  const run = () => app.inject({ method: body ? 'POST' : 'GET', url: path, headers: { authorization: `Bearer ${token}`, 'accept-encoding': enc }, ...(body ? { payload: body } : {}) });
  for (let i = 0; i < 50; i++) await run();
  const t = performance.now();
  for (let i = 0; i < 300; i++) await run();
  console.log(label, ((performance.now() - t) / 300).toFixed(2), 'ms');
}
await app.close();
