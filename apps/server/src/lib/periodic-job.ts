import type { FastifyInstance } from 'fastify';

/**
 * Runs `run` every `everyMs` once the server is ready (and at once, with `atStart`), never two
 * rounds at a time; closing the server stops the timer and waits for a round under way. A
 * failed round is logged and the next one tries again. Rounds are background work
 * (`app.backgroundWork`).
 */
export function periodicJob(
  app: FastifyInstance,
  job: { name: string; everyMs: number; atStart?: boolean; run: () => Promise<unknown> },
) {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = app.backgroundWork
      .run(job.run(), (error) => app.log.error({ err: error }, `${job.name} failed`))
      .finally(() => {
        running = undefined;
      });
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
