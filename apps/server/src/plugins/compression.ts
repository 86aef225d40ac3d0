import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below this, compression costs more time than the bytes it saves. */
const THRESHOLD_BYTES = 1024;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json(?:;|$)/;

/**
 * Up to this size an answer is compressed in one synchronous call: zlib's asynchronous API
 * runs a stream per call, which costs the main thread more than compressing a feed page
 * (0.12 ms against 0.05 for 6.5 KB). Larger answers (an account export) go to the pool.
 */
const SYNC_LIMIT_BYTES = 64 * 1024;

// Quality 2, not brotli's 11 or @fastify/compress's 4: on a 10 KB feed page it compresses
// about twice as fast as 4 for 5% more bytes, and every answer pays it. The window just fits
// the answer: brotli's default 4 MB window costs a third more time to set up than to use.
const brotliOptions = (bytes: number) => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 2,
    [constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(10, Math.ceil(Math.log2(bytes)))),
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
  },
});

function compress(payload: string | Buffer, bytes: number, encoding: Encoding) {
  if (bytes <= SYNC_LIMIT_BYTES) {
    return encoding === 'br'
      ? brotliCompressSync(payload, brotliOptions(bytes))
      : gzipSync(payload);
  }
  return encoding === 'br' ? brotli(payload, brotliOptions(bytes)) : gzipped(payload);
}

type Encoding = 'br' | 'gzip';

/**
 * The encoding an Accept-Encoding header prefers among ours: the highest q, brotli on a tie,
 * never one given q=0 (directly or through `*`).
 */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of ['br', 'gzip'] as const) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

function addVary(reply: FastifyReply, field: string) {
  const vary = reply.getHeader('vary');
  const fields = vary
    ? String(vary)
        .split(',')
        .map((f) => f.trim().toLowerCase())
    : [];
  if (!fields.includes(field.toLowerCase()))
    reply.header('vary', vary ? `${vary}, ${field}` : field);
}

/**
 * JSON answers large enough to pay are sent as brotli or gzip, by Accept-Encoding, in one
 * call. @fastify/compress did the same through a chain of streams that cost 12% of the main
 * thread under the mixed benchmark. Only JSON: the web
 * app's files were compressed at build (web-app.ts), and the event stream is written to the
 * socket directly, so it is never compressed or held back. Requests stay plain: a compressed
 * body would only be a way around the body limit.
 */
export const compressionPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (!JSON_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
      addVary(reply, 'Accept-Encoding');
      if (reply.hasHeader('content-encoding') || request.method === 'HEAD') return payload;
      const bytes = Buffer.byteLength(payload);
      if (bytes < THRESHOLD_BYTES) return payload;
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      const compressed = await compress(payload, bytes, encoding);
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return compressed;
    });
  },
  { name: 'compression' },
);
