import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { BackgroundWork } from './background-work';
import { periodicJob } from './periodic-job';

/** A round that ends when the test says so. */
function heldRounds() {
  const finishers: (() => void)[] = [];
  const run = vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
  return { run, finishNext: () => finishers.shift()?.() };
}

/** A bare app with what a periodic job needs of the real one. */
const bareApp = () => Fastify().decorate('backgroundWork', new BackgroundWork());

describe('a periodic job', () => {
  it('runs at start when asked, never two rounds at once, and waits for a round on close', async () => {
    const app = bareApp();
    const { run, finishNext } = heldRounds();
    periodicJob(app, { name: 'test job', everyMs: 5, atStart: true, run });
    await app.ready();
    expect(run).toHaveBeenCalledTimes(1);
    // Many ticks pass while the first round is held: none starts a second.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(run).toHaveBeenCalledTimes(1);
    finishNext();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2));
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(closed).toBe(false);
    finishNext();
    await closing;
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('logs a failed round and tries again at the next tick', async () => {
    const app = bareApp();
    const errors = vi.spyOn(app.log, 'error');
    const run = vi.fn().mockRejectedValueOnce(new Error('disk full')).mockResolvedValue(undefined);
    periodicJob(app, { name: 'test job', everyMs: 5, run });
    await app.ready();
    expect(run).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(run.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'disk full' }) },
      'test job failed',
    );
    await app.close();
  });
});
