import { describe, expect, it, vi } from 'vitest';
import { BackgroundWork } from './background-work';

/** A promise and the call that settles it. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

describe('background work', () => {
  it('is waited for, with the work started while waiting, and its failure only reported', async () => {
    const work = new BackgroundWork();
    const failed = vi.fn();
    const first = held();
    const second = held();
    work.run(first.done, failed);
    work.run(Promise.reject(new Error('mail server down')), failed);
    let settled = false;
    const settling = work.settled().then(() => {
      settled = true;
    });
    first.finish();
    work.run(second.done, failed);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    second.finish();
    await settling;
    expect(failed).toHaveBeenCalledTimes(1);
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ message: 'mail server down' }));
  });

  it('settles at once for an app with none', async () => {
    await expect(new BackgroundWork().settled()).resolves.toBeUndefined();
  });
});
