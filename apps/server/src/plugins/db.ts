import fp from 'fastify-plugin';
import type { Db, DbHandle, DbKind } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DbKind;
  }
}

export const dbPlugin = fp<{ handle: DbHandle }>(
  async (app, { handle }) => {
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.addHook('onClose', async () => {
      await handle.db.destroy();
    });
  },
  { name: 'db' },
);
