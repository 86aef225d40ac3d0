import { messages, successEnvelope } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nowIso } from '../../lib/clock';
import { unauthorized } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/ids';
import { ok } from '../../lib/reply';
import { consumeTicket, insertTicket, purgeExpiredTickets } from './tickets.repository';

const TICKET_MS = 60_000;
const tags = ['events'];

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/events/ticket',
    {
      config: { listChanges: 'nothing' },
      schema: { tags, response: { 200: successEnvelope(z.object({ ticket: z.string() })) } },
    },
    async (request) => {
      const viewer = request.viewer;
      const ticket = newToken();
      const now = nowIso();
      await purgeExpiredTickets(app.db, now);
      await insertTicket(app.db, {
        ticket_hash: hashToken(ticket),
        session_id: viewer.sessionId,
        user_id: viewer.userId,
        expires_at: new Date(Date.parse(now) + TICKET_MS).toISOString(),
      });
      return ok(messages.eventTicket, { ticket });
    },
  );

  // The token goes in the Authorization header; a browser's EventSource cannot send one, so
  // it trades a single-use ticket instead. A token never travels in a URL.
  app.get(
    '/events',
    {
      config: { public: true },
      schema: {
        tags,
        querystring: z.object({
          ticket: z.string().max(100).optional(),
          // A browser that reconnects by itself with a fresh ticket cannot set Last-Event-ID.
          lastEventId: z.string().max(64).optional(),
        }),
      },
    },
    async (request, reply) => {
      let viewer: { userId: string; sessionId: string } | null = request.viewerIfAny;
      if (!viewer && request.query.ticket) {
        viewer = (await consumeTicket(app.db, hashToken(request.query.ticket), nowIso())) ?? null;
      }
      if (!viewer) throw unauthorized(messages.notAuthenticated);
      const header = request.headers['last-event-id'];
      const lastEventId = typeof header === 'string' ? header : request.query.lastEventId;
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
        vary: 'Authorization',
      });
      await app.hub.add(
        { viewerId: viewer.userId, sessionId: viewer.sessionId, raw: reply.raw },
        lastEventId,
      );
    },
  );
};
