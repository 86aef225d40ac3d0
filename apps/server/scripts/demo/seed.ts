import { mentionedUsernames, tagsIn } from '@app/contract';
import type { Db, DbKind } from '../../src/db/database';
import { storeProfilePicture } from '../../src/features/users/profile-picture';
import { idAt } from '../../src/lib/ids';
import type { MediaStorage } from '../../src/lib/media-storage';
import { hashPassword } from '../../src/lib/passwords';
import { seededRandom } from '../random';
import { recountWithin } from '../recount';
import {
  makeCommentReactions,
  makeFollows,
  makePostReactions,
  makePosts,
  makeSaves,
} from './activity';
import { avatarPng } from './avatars';
import { sentenceLedger, textSource } from './compose';
import { mainAccountActivity, PRIVATE_FOR } from './main-account';
import { writeNotifications } from './notices';
import { demoPeople, handleOf } from './people';
import { enrichPosts } from './rich';
import { demoTexts } from './texts';
import { makeThreads, threadVoices } from './threads';
import { DAY, followIndex, type Person, type World } from './world';
import { writeActivity } from './write';
import { storeDemoImages, writeMedia, writeTextEntities } from './write-rich';

export const DEMO_PASSWORD = 'explore the demo 2026';
export const MAIN_EMAIL = `${handleOf(demoPeople[0]?.name ?? '')}@demo.social`;
/** The other private account, private from the start. */
export const PRIVATE_EMAIL = `${handleOf(demoPeople[3]?.name ?? '')}@demo.social`;

export type SeedOptions = { now?: number; posts?: number; randomSeed?: number };

/** The people first: their rows, verified addresses and pictures. */
async function writePeople(db: Db, storage: MediaStorage, people: Person[]) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const [i, p] of people.entries()) {
    const username = p.handle.replace('.', '_');
    const email = `${p.handle}@demo.social`;
    const created = new Date(p.createdAt).toISOString();
    await db
      .insertInto('users')
      .values({
        id: p.id,
        name: p.name,
        username,
        username_key: username,
        email,
        email_key: email,
        phone: `+1 555 01${String(i).padStart(2, '0')} 000`,
        password_hash: passwordHash,
        bio: p.bio,
        is_private: p.privateSince === null ? 0 : 1,
        // Demo addresses cannot receive mail: verified, so no banner asks for a link.
        email_verified_at: created,
        created_at: created,
        updated_at: created,
      })
      .execute();
    const url = await storeProfilePicture(storage, p.id, await avatarPng(p.handle, p.gender, i));
    await db.updateTable('users').set({ profile_pic: url }).where('id', '=', p.id).execute();
  }
}

/**
 * Writes the demo into an empty, migrated database: about 50 people with pictures, 500
 * posts in nine languages (some anonymous; some with tags, mentions, links and drawn
 * pictures), comments with replies, reactions, reposts, saves, follows, two private accounts
 * and notifications waiting for the main account. One transaction: it is all there or none
 * of it (pictures of a failed run are swept at the server's start).
 */
export async function seedDemo(
  db: Db,
  kind: DbKind,
  storage: MediaStorage,
  options: SeedOptions = {},
) {
  const { posts: postCount = 500, randomSeed = 7 } = options;
  const now = Math.floor(options.now ?? Date.now());
  const random = seededRandom(randomSeed);
  const texts = textSource(demoTexts, sentenceLedger(), random);
  const people: Person[] = demoPeople.map((p, i) => {
    const createdAt = Math.floor(now - (120 - i) * DAY + random.next() * 12 * 3_600_000);
    return { ...p, id: idAt(createdAt), handle: handleOf(p.name), createdAt, privateSince: null };
  });
  const [main, , , privateOne] = people as [Person, Person, Person, Person];
  privateOne.privateSince = privateOne.createdAt;
  main.privateSince = now - PRIVATE_FOR;
  const follows = makeFollows(people, random, now);
  const voices = threadVoices(random);
  const scripted = mainAccountActivity(main, people, follows, texts, random, voices, now);
  follows.push(...scripted.follows);
  const index = followIndex(follows);
  const posts = [
    ...scripted.posts,
    ...makePosts(people, texts, random, now, postCount - scripted.posts.length),
  ];
  const comments = [
    ...scripted.comments,
    ...makeThreads({ people, texts, index, random, voices, now }, posts),
  ];
  // The scripted acts are taken already: the random ones never repeat them.
  const taken = new Set([
    ...scripted.postReactions.map((r) => `${r.post.id}:${r.user.id}:${r.kind}`),
    ...scripted.commentReactions.map((r) => `${r.comment.id}:${r.user.id}:${r.kind}`),
  ]);
  const world: World = {
    now,
    people,
    follows,
    posts,
    comments,
    postReactions: [
      ...scripted.postReactions,
      ...makePostReactions(people, posts, index, random, now, taken),
    ],
    commentReactions: [
      ...scripted.commentReactions,
      ...makeCommentReactions(people, comments, index, random, now, taken),
    ],
    saves: makeSaves(people, posts, index, random, now),
  };
  // Tags, mentions, links and pictures, from a random stream of their own (rich.ts).
  enrichPosts(
    posts,
    { people, index, main, now, seenUntil: scripted.seenUntil },
    seededRandom(randomSeed + 1),
  );
  // The pictures are drawn and stored while the rows are written; a failure is thrown
  // where they are awaited, inside the transaction.
  const images = storeDemoImages(storage, posts);
  images.catch(() => undefined);
  let notifications = 0;
  await db.transaction().execute(async (trx) => {
    await writePeople(trx, storage, people);
    await writeActivity(trx, world);
    const mentions = await writeTextEntities(trx, posts);
    await writeMedia(trx, posts, await images);
    notifications = await writeNotifications(trx, world, scripted.seenUntil, mentions);
    await recountWithin(trx, kind);
  });
  return {
    people: people.length,
    posts: posts.length,
    anonymousPosts: posts.filter((p) => p.anonymous).length,
    comments: comments.filter((c) => c.parent === null).length,
    replies: comments.filter((c) => c.parent !== null).length,
    reposts: world.postReactions.filter((r) => r.kind === 'share').length,
    postReactions: world.postReactions.length,
    commentReactions: world.commentReactions.length,
    follows: follows.length,
    saves: world.saves.length,
    notifications,
    taggedPosts: posts.filter((p) => tagsIn(p.content).length > 0).length,
    mentioningPosts: posts.filter((p) => mentionedUsernames(p.content).length > 0).length,
    linkingPosts: posts.filter((p) => /https?:\/\//.test(p.content)).length,
    postsWithImages: posts.filter((p) => p.images?.length).length,
    images: posts.reduce((n, p) => n + (p.images?.length ?? 0), 0),
  };
}
