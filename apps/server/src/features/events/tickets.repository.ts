import type { Db } from '../../db/database';

export async function insertTicket(
  db: Db,
  ticket: { ticket_hash: string; session_id: string; user_id: string; expires_at: string },
) {
  await db.insertInto('event_tickets').values(ticket).execute();
}

/** Uses a ticket up: it works once, before it expires, while its session lasts. */
export async function consumeTicket(db: Db, ticketHash: string, now: string) {
  const row = await db
    .deleteFrom('event_tickets')
    .where('ticket_hash', '=', ticketHash)
    .returning(['session_id', 'user_id', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at <= now) return undefined;
  const session = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.id')
    .where('sessions.id', '=', row.session_id)
    .where('sessions.expires_at', '>', now)
    .where('users.status', '=', 'active')
    .executeTakeFirst();
  return session ? { sessionId: row.session_id, userId: row.user_id } : undefined;
}

export async function purgeExpiredTickets(db: Db, now: string) {
  await db.deleteFrom('event_tickets').where('expires_at', '<=', now).execute();
}
