import fp from 'fastify-plugin';
import { type EventBus, inProcessBus, redisBus } from '../../lib/event-bus';
import { type PendingEvents, publishAll } from '../../lib/pending-events';
import { createHub, type Hub } from './hub';

declare module 'fastify' {
  interface FastifyInstance {
    bus: EventBus;
    hub: Hub;
  }
  interface FastifyRequest {
    /**
     * Events the request's work gathers, told to everyone once it has answered with
     * success: nobody hears of a write that did not happen, and no route has to remember.
     */
    pendingEvents: PendingEvents;
  }
}

/** The event bus (in process, or Redis across instances) and this instance's streams. */
export const eventsPlugin = fp<{ redisUrl: string | undefined }>(
  async (app, { redisUrl }) => {
    const bus = redisUrl
      ? redisBus(redisUrl, (error) => app.log.warn({ err: error }, 'redis event bus error'))
      : inProcessBus();
    await bus.ready();
    const hub = createHub(app.db, bus, app.log);
    app.decorate('bus', bus);
    app.decorate('hub', hub);
    app.decorateRequest('pendingEvents', null as unknown as PendingEvents);
    app.addHook('onRequest', async (request) => {
      request.pendingEvents = [];
    });
    // onSend follows the handler's commit and comes before the caller hears back, so the
    // caller's next read already sees what the events tell others.
    app.addHook('onSend', async (request, reply) => {
      if (reply.statusCode < 400 && request.pendingEvents.length > 0) {
        await publishAll(app, request.pendingEvents);
        request.pendingEvents = [];
      }
    });
    // Streams end before the server waits for open connections to close.
    app.addHook('preClose', async () => hub.closeAll());
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'events', dependencies: ['db'] },
);
