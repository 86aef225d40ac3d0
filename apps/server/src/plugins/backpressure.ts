import { messages } from '@app/contract';
import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';

/**
 * Under overload the server answers 503 at once instead of queueing without bound: when the
 * event loop lags or memory runs high, new requests are turned away until it recovers.
 * Health checks and open streams are untouched.
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** Refused under overload before any route ran: nothing was written. */
    turnedAway: boolean;
  }
}

/** When to turn requests away; 0 turns a check off. */
export type OverloadBounds = {
  maxEventLoopDelayMs: number;
  maxHeapUsedBytes: number;
  maxRssBytes: number;
};

export const defaultOverloadBounds: OverloadBounds = {
  maxEventLoopDelayMs: 1000,
  maxHeapUsedBytes: 1.5 * 1024 ** 3,
  maxRssBytes: 2 * 1024 ** 3,
};

export const backpressurePlugin = fp<{ bounds?: OverloadBounds }>(
  async (app, { bounds = defaultOverloadBounds }) => {
    app.decorateRequest('turnedAway', false);
    await app.register(underPressure, {
      maxEventLoopDelay: bounds.maxEventLoopDelayMs,
      maxHeapUsedBytes: bounds.maxHeapUsedBytes,
      maxRssBytes: bounds.maxRssBytes,
      retryAfter: 5,
      // The answer is returned, not sent: under-pressure sends a returned value and stops
      // there, while after a handler that returns nothing it lets the request go on to the
      // routes, which then ran (and answered 401 over the 503) on an overloaded process.
      // Its types only allow void, hence the cast.
      pressureHandler: (request, reply) => {
        request.turnedAway = true;
        reply.status(503).header('retry-after', '5');
        const answer = {
          success: false,
          code: 'SERVICE_UNAVAILABLE',
          message: messages.serviceUnavailable,
          requestId: request.id,
        };
        return answer as unknown as undefined;
      },
    });
  },
  { name: 'backpressure' },
);
