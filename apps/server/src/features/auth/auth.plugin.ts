import { messages } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { unauthorized } from '../../lib/errors';
import { hashToken } from '../../lib/ids';
import type { Viewer } from '../../lib/viewer';
import {
  findActiveSession,
  type SessionLifetime,
  sessionExists,
  sessionExpiry,
  touchSession,
} from './sessions.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Who is signed in. Every route that is not `public` has one (the hook below refuses the
     * others with 401), so handlers read it without checking; read on a request without one,
     * it answers 401 itself.
     */
    readonly viewer: Viewer;
    /** Who is signed in, if anyone: for public routes that take both. */
    viewerIfAny: Viewer | null;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a token; every other API route requires one. */
    public?: boolean;
  }
}

// Writing last_used_at on every request would turn each read into a write; an hour's
// precision is plenty for a 30-day idle expiry.
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer ([A-Za-z0-9_-]{16,200})$/.exec(header);
  return match?.[1] ?? '';
}

/**
 * Whether the request's session ended while the request ran: its account deleted, or the
 * session signed out from another device. A write that then fails on its reference to the
 * account answers the 401 a moment later would have given (the error handler asks).
 */
export async function sessionEndedDuring(db: Db, request: FastifyRequest): Promise<boolean> {
  const sessionId = request.viewerIfAny?.sessionId;
  return sessionId !== undefined && !(await sessionExists(db, sessionId));
}

export const authPlugin = fp<{ sessionLifetime: SessionLifetime }>(
  async (app, { sessionLifetime }) => {
    app.decorateRequest('viewerIfAny', null);
    app.decorateRequest('viewer', {
      getter(this: FastifyRequest) {
        if (!this.viewerIfAny) throw unauthorized(messages.notAuthenticated);
        return this.viewerIfAny;
      },
    });
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      if (token) {
        const now = nowIso();
        const session = await findActiveSession(app.db, app.dbKind, hashToken(token), now);
        if (session) {
          request.viewerIfAny = {
            userId: session.userId,
            sessionId: session.id,
            account: session.account,
            mutesWords: session.mutesWords,
            followingCount: session.followingCount,
          };
          if (Date.parse(now) - Date.parse(session.lastUsedAt) > TOUCH_INTERVAL_MS) {
            const expiresAt = sessionExpiry(session.createdAt, now, sessionLifetime);
            await touchSession(app.db, session.id, now, expiresAt);
          }
        }
      }
      // Unknown paths have no route options: they fall through to the 404 handler.
      const isRoute = request.routeOptions.url !== undefined;
      if (isRoute && !request.routeOptions.config.public && !request.viewerIfAny)
        throw unauthorized(messages.notAuthenticated);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
