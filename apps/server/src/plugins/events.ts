import fp from 'fastify-plugin';
import { type EventBus, inProcessBus, redisBus } from '../features/events/bus';
import { createHub, type Hub } from '../features/events/hub';

declare module 'fastify' {
  interface FastifyInstance {
    bus: EventBus;
    hub: Hub;
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
    // Streams end before the server waits for open connections to close.
    app.addHook('preClose', async () => hub.closeAll());
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'events', dependencies: ['db'] },
);
