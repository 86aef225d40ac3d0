import { timingSafeEqual } from 'node:crypto';
import { messages } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/database';
import { AppError } from '../lib/errors';
import { runQueueWaitSeconds } from '../lib/run-queue-wait';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics at `/metrics` (PRODUCT.md §9). Without METRICS_TOKEN only the loopback
 * address may read them (a scraper on the same host or behind the same proxy); with it,
 * anyone who sends it as a Bearer token. `request.ip` honours TRUST_PROXY, so a proxy's
 * forwarded address counts, never the proxy's own loopback one.
 */
export const metricsPlugin = fp<{ token: string | undefined; pool?: () => PoolStats }>(
  async (app, { token, pool }) => {
    // A registry per app, not prom-client's global one: tests build many apps in one process.
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    // prom-client never disconnects the garbage-collection observer those metrics start, and
    // it holds the registry: emptied on close, the registry no longer holds the metrics below,
    // whose `collect` functions hold the app and its database.
    app.addHook('onClose', async () => registry.clear());
    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by route template and status',
      labelNames,
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, by route template and status',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    new Gauge({
      name: 'event_streams_open',
      help: 'Realtime event streams open on this instance',
      registers: [registry],
      collect() {
        this.set(app.hub.size);
      },
    });
    new Counter({
      name: 'list_cache_lookups_total',
      help: 'Post lists asked of the cache, by whether it held a fresh answer',
      labelNames: ['result'],
      registers: [registry],
      collect() {
        this.reset();
        this.inc({ result: 'hit' }, app.listCache.lookups.hits);
        this.inc({ result: 'miss' }, app.listCache.lookups.misses);
      },
    });
    // Saturation, which the loop's delay hides: a loop that always has work still takes up
    // every callback quickly, while requests queue behind it. The rate of these is the share
    // of a window the loop was busy, and the share its thread waited for a core.
    new Counter({
      name: 'nodejs_eventloop_active_seconds_total',
      help: 'Time the event loop spent running callbacks rather than waiting for I/O',
      registers: [registry],
      collect() {
        this.reset();
        this.inc(performance.eventLoopUtilization().active / 1000);
      },
    });
    if (runQueueWaitSeconds() !== undefined) {
      new Counter({
        name: 'process_main_thread_run_queue_wait_seconds_total',
        help: 'Time the main thread was ready to run but waited for a CPU core',
        registers: [registry],
        collect() {
          this.reset();
          this.inc(runQueueWaitSeconds() ?? 0);
        },
      });
    }
    if (pool) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'Database connections (SQLite: reader threads and the writer), by state',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          const stats = pool();
          this.set({ state: 'open' }, stats.connections);
          this.set({ state: 'idle' }, stats.idle);
          this.set({ state: 'waiting' }, stats.waiting);
        },
      });
    }

    app.addHook('onResponse', async (request, reply) => {
      // The route's template, never the raw URL: ids and probes of unknown paths would
      // otherwise make a series each.
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    });

    const mayRead = (request: FastifyRequest) => {
      if (!token) return LOOPBACK.has(request.ip);
      const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      return sent !== undefined && sameSecret(sent, token);
    };
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!mayRead(request)) throw new AppError(403, 'FORBIDDEN', messages.metricsForbidden);
      return reply
        .type(registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['events', 'list-cache'] },
);
