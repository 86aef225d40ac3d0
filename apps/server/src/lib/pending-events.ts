import type { FastifyInstance } from 'fastify';
import type { BusEvent } from './event-bus';

/**
 * Events a service gathers while it works, published by the route only once the
 * transaction has committed: nobody hears of a write that did not happen.
 */
export type PendingEvents = BusEvent[];

export async function publishAll(
  app: FastifyInstance,
  pendingEvents: PendingEvents,
): Promise<void> {
  for (const event of pendingEvents) {
    try {
      await app.bus.publish(event);
    } catch (error) {
      // The write stands; a lost event only delays what a client sees until it refreshes.
      app.log.warn({ err: error, type: event.type }, 'could not publish an event');
    }
  }
}
