/**
 * An app's work under way after its answers: periodic rounds, the mail sent after a sign-up.
 * One per app (`app.backgroundWork`, decorated on the root so that every plugin sees it).
 */
export class BackgroundWork {
  readonly #underWay = new Set<Promise<void>>();

  /**
   * Runs `work` without holding up the answer; a failure goes to `failed` (a log line), never
   * to the caller.
   */
  run(work: Promise<unknown>, failed: (error: unknown) => void): Promise<void> {
    const tracked: Promise<void> = work
      .then(() => undefined)
      .catch(failed)
      .finally(() => this.#underWay.delete(tracked));
    this.#underWay.add(tracked);
    return tracked;
  }

  /**
   * Resolves once the work has ended, including work started meanwhile. Tests wait for it: on
   * a busy machine a sign-up's mail could otherwise still be reading and locking the new
   * account while the test goes on to count statements or to race that account.
   */
  async settled(): Promise<void> {
    while (this.#underWay.size > 0) await Promise.all(this.#underWay);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly backgroundWork: BackgroundWork;
  }
}
