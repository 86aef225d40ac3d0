import fp from 'fastify-plugin';
import { sweepExpiredRows } from '../db/expired-rows';
import { nowIso } from '../lib/clock';
import { periodicJob } from '../lib/periodic-job';

const TICK_MS = 10 * 60 * 1000;

/**
 * Expired sessions, e-mailed links and Idempotency-Keys go every ten minutes, on every
 * instance (a row deleted twice is deleted once), so that these tables hold what is live
 * rather than every sign-in and write there ever was.
 */
export const expiredRowsSweep = fp(
  async (app) => {
    periodicJob(app, {
      name: 'sweeping expired rows',
      everyMs: TICK_MS,
      atStart: true,
      run: async () => {
        const swept = await sweepExpiredRows(app.db, nowIso());
        if (Object.values(swept).some((count) => count > 0))
          app.log.info({ swept }, 'swept expired rows');
      },
    });
  },
  { name: 'expired-rows', dependencies: ['db'] },
);
