import type { FastifyInstance } from 'fastify';

/** Each app's rounds under way, so that a test can wait for them (`jobRoundsSettled`). */
const roundsUnderWay = new WeakMap<FastifyInstance, Set<Promise<void>>>();

/**
 * Resolves once the rounds running now have ended. Tests wait for the rounds an app starts as
 * it becomes ready: on a busy machine they could otherwise still be writing, and be counted,
 * while a test counts the app's statements or expired rows.
 */
export async function jobRoundsSettled(app: FastifyInstance): Promise<void> {
  await Promise.all(roundsUnderWay.get(app) ?? []);
}

/**
 * Runs `run` every `everyMs` once the server is ready (and at once, with `atStart`), never two
 * rounds at a time; closing the server stops the timer and waits for a round under way. A
 * failed round is logged and the next one tries again.
 */
export function periodicJob(
  app: FastifyInstance,
  job: { name: string; everyMs: number; atStart?: boolean; run: () => Promise<unknown> },
) {
  let running: Promise<void> | undefined;
  const underWay = roundsUnderWay.get(app) ?? new Set();
  roundsUnderWay.set(app, underWay);
  const tick = () => {
    if (running) return;
    const round: Promise<void> = job
      .run()
      .then(() => undefined)
      .catch((error) => app.log.error({ err: error }, `${job.name} failed`))
      .finally(() => {
        running = undefined;
        underWay.delete(round);
      });
    running = round;
    underWay.add(round);
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (job.atStart) tick();
    timer = setInterval(tick, job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
