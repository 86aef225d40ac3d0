import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/databases';
import { type ActionValue, actionArbitrary, actsAlike, perform } from '../test/model/actions';
import { readEverything } from '../test/model/observe';
import { createWorld, normalise, observers, type World } from '../test/model/world';

/**
 * Rule 15, the identity-equivalence property. Two worlds run the same sequence of actions
 * by the same people, except that every anonymous piece is written by the other suspect
 * (A for B, B for A). After every step, everyone else (two people and the moderator) reads
 * everything they can, and receives their events; once ids and times are named alike, the
 * two worlds must give them the same answers, byte for byte. Whatever differs is something
 * an observer could learn about who wrote anonymous content.
 *
 * `ANONYMITY_MODEL_RUNS` (default 4 on SQLite, 1 on PostgreSQL, where each step is slower, both
 * after the three known leaks) and `ANONYMITY_MODEL_STEPS` (default 12) make a longer
 * search; `ANONYMITY_MODEL_SEED` replays one.
 */
const runsOn = (kind: string) =>
  Number(process.env.ANONYMITY_MODEL_RUNS ?? (kind === 'sqlite' ? 4 : 1));
const maxSteps = Number(process.env.ANONYMITY_MODEL_STEPS ?? 12);
const seed = process.env.ANONYMITY_MODEL_SEED
  ? Number(process.env.ANONYMITY_MODEL_SEED)
  : undefined;

async function observe(world: World, ids: Map<string, string>, actorAnswer: string | undefined) {
  const seen: string[] = actorAnswer === undefined ? [] : [normalise(world, ids, actorAnswer)];
  const events = await world.drainEvents();
  for (const who of observers) {
    for (const answer of await readEverything(world, who))
      seen.push(`${who}: ${normalise(world, ids, answer)}`);
    seen.push(`${who} events: ${normalise(world, ids, JSON.stringify(events[who]))}`);
  }
  return seen;
}

/** Runs the sequence in both worlds and answers the first step whose observations differ. */
async function firstDifference(kind: (typeof testDatabaseKinds)[number], actions: ActionValue[]) {
  const one = await createWorld(kind);
  const two = await createWorld(kind);
  const ids1 = new Map<string, string>();
  const ids2 = new Map<string, string>();
  try {
    for (const [step, action] of actions.entries()) {
      if (!(await actsAlike(one, two, action))) {
        one.record(null);
        two.record(null);
        continue;
      }
      const [r1, r2] = [await perform(one, 1, action), await perform(two, 2, action)];
      // The acting person's own answer counts when they are an observer.
      const own = (r: typeof r1) =>
        r.actor && observers.includes(r.actor) && r.answer
          ? `${r.answer.statusCode} ${r.answer.body}`
          : undefined;
      const [seen1, seen2] = [await observe(one, ids1, own(r1)), await observe(two, ids2, own(r2))];
      const at = seen1.findIndex((line, i) => line !== seen2[i]);
      if (at >= 0 || seen1.length !== seen2.length)
        return { step, action, world1: seen1[at] ?? '(nothing)', world2: seen2[at] ?? '(nothing)' };
    }
    return undefined;
  } finally {
    await one.close();
    await two.close();
  }
}

/**
 * The three ways anonymity once broke (issue 14), always tried before the random sequences:
 * a suspension through an anonymous post, a relabelling edit, a deletion at the profile's
 * moment. Each fails this test when its fix is taken out.
 */
const knownLeaks: ActionValue[][] = [
  [
    { type: 'post', actor: 'A', anonymous: true, word: 'garden' },
    { type: 'report', actor: 'C', piece: 0, user: undefined },
    { type: 'moderate', action: 'suspend', piece: 0, user: undefined },
  ],
  [
    { type: 'post', actor: 'A', anonymous: false, word: 'rain' },
    { type: 'comment', actor: 'C', anonymous: true, piece: 0 },
    { type: 'comment', actor: 'A', anonymous: true, piece: 0 },
    { type: 'edit', piece: 0, change: 'anonymous' },
    { type: 'edit', piece: 0, change: 'public' },
  ],
  [
    { type: 'post', actor: 'A', anonymous: true, word: 'quiet' },
    { type: 'post', actor: 'C', anonymous: false, word: 'lantern' },
    { type: 'comment', actor: 'A', anonymous: true, piece: 1 },
    { type: 'deleteAccount', actor: 'A' },
  ],
];

describe.each(testDatabaseKinds)('identity equivalence on %s', (kind) => {
  const runs = runsOn(kind);
  it('gives everyone but the author the same answers whoever wrote the anonymous pieces', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(actionArbitrary, { minLength: 1, maxLength: maxSteps, size: 'max' }),
        async (actions) => {
          const difference = await firstDifference(kind, actions);
          expect(difference).toBeUndefined();
        },
      ),
      {
        numRuns: runs + knownLeaks.length,
        examples: knownLeaks.map((sequence) => [sequence]),
        endOnFailure: runs <= 3,
        ...(seed !== undefined ? { seed } : {}),
      },
    );
  }, 600_000);
});
