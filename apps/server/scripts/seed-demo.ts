/**
 * A small, believable data set to look around in: about 50 people with pictures, 500 posts
 * in several languages (some anonymous), comments, reactions, follows and a private account.
 *   npm run seed:demo            (uses DATABASE_URL and MEDIA_DIR like the server)
 */
import sharp from 'sharp';
import { parseConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { ensurePseudonym } from '../src/features/comments/comments.repository';
import { storeProfilePicture } from '../src/features/users/profile-picture';
import { idAt } from '../src/lib/ids';
import { localDiskStorage } from '../src/lib/media-storage';
import { hashPassword } from '../src/lib/passwords';
import { seededRandom } from './random';
import { recountAll } from './recount';

const PASSWORD = 'explore the demo 2026';
const names = [
  'Ann Lee',
  'Bruno Costa',
  'Chiara Rossi',
  'Dmitri Volkov',
  'Emma Schmidt',
  'Farah Haddad',
  'Gabriel Martin',
  'Hana Sato',
  'Ivan Petrov',
  'Julia Nowak',
  'Kwame Mensah',
  'Lucía García',
  'Mateo Silva',
  'Nora Berg',
  'Omar Aziz',
  'Priya Nair',
  'Quentin Dubois',
  'Rosa Jiménez',
  'Sven Larsen',
  'Tomás Novák',
  'Uma Patel',
  'Victor Hugo Ramos',
  'Wen Li',
  'Ximena Torres',
  'Yuki Tanaka',
  'Zeynep Kaya',
  'Amara Okafor',
  'Björn Nilsson',
  'Camille Laurent',
  'Diego Fernández',
  'Elif Demir',
  'Finn O’Brien',
  'Greta Müller',
  'Hiro Yamamoto',
  'Isla MacLeod',
  'Jonas Weber',
  'Kira Ivanova',
  'Leo Moreau',
  'Mina Park',
  'Nikos Papadopoulos',
  'Olga Sokolova',
  'Pablo Ruiz',
  'Rania Saleh',
  'Sara Cohen',
  'Tariq Khan',
  'Valentina Bianchi',
  'Will Turner',
  'Yara Haddad',
  'Zoe Clarke',
  'Ada Lovelace',
];
const posts = [
  'Morning coffee and a long walk by the river. ☕️',
  'Finished my first 10k today! Legs are jelly. 🏃',
  'Does anyone have a good sourdough starter tip?',
  'The light at sunset over the old town was unreal.',
  'Reading “The Left Hand of Darkness” again. Still brilliant.',
  'Trying to learn the cello at 40. Wish me luck 🎻',
  'Hoy hice paella para toda la familia. ¡Éxito total!',
  'Il pleut sur Paris, parfait pour lire toute la journée.',
  'Heute endlich den Balkon bepflanzt 🌱',
  '今日は桜がとてもきれいでした 🌸',
  'Сегодня впервые попробовал борщ своей бабушки по её рецепту.',
  'Photography tip: shoot in the blue hour, thank me later.',
  'Our cat learned to open the fridge. Send help. 🐈',
  'Local library has a seed swap on Saturday — bring your tomatoes!',
  'Three hours debugging and it was a missing comma.',
  'Grateful for friends who show up with soup when you are sick.',
  'Hot take: pineapple belongs on pizza. 🍍🍕',
  'Anyone else feel like the week lasted a month?',
  'I finally told my boss I am burning out. It went better than I feared.',
  'Some days I do not know if I am doing enough. Today is one of those days.',
  'Planted 12 trees with the school kids today 🌳',
  'The bakery on the corner closes next month. End of an era.',
  'New week, new notebook. Fresh pages are the best.',
  'Sometimes the bravest thing is asking for help.',
  'Night sky was so clear I could see the Milky Way ✨',
];
const comments = [
  'Love this!',
  'So true.',
  'Congrats! 🎉',
  'Sending a hug.',
  'Where was this?',
  'Same here 😅',
  'Thank you for sharing this.',
  '¡Qué bonito!',
  'Trop bien !',
  'You are not alone.',
];

const { next: random, pick } = seededRandom(7);

async function avatar(name: string, hue: number) {
  const initials = name
    .split(' ')
    .map((w) => w[0])
    .slice(0, 2)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="hsl(${hue},55%,55%)"/><text x="50%" y="54%" font-family="sans-serif" font-size="160" fill="white" text-anchor="middle" dominant-baseline="middle">${initials}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const config = parseConfig(process.env);
const { db, kind } = openDatabase(config.databaseUrl);
await migrateToLatest(db);
if (
  await db
    .selectFrom('users')
    .select('id')
    .where('email_key', '=', 'ann.lee@demo.social')
    .executeTakeFirst()
) {
  console.info(
    'The demo data is already there. Sign in as ann.lee@demo.social with the password below.',
  );
  console.info(`Password: ${PASSWORD}`);
  await db.destroy();
  process.exit(0);
}
const storage = localDiskStorage(config.mediaDir);
const passwordHash = await hashPassword(PASSWORD);
const now = Date.now();
const DAY = 86_400_000;
const users = [];
for (const [i, name] of names.entries()) {
  const handle = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/g, '')
    .trim()
    .replace(/ +/g, '.');
  const id = idAt(now - 30 * DAY + i * 60_000);
  users.push({ id, name, handle });
  await db
    .insertInto('users')
    .values({
      id,
      name,
      username: handle.replace('.', '_'),
      username_key: handle.replace('.', '_'),
      email: `${handle}@demo.social`,
      email_key: `${handle}@demo.social`,
      phone: `+1 555 01${String(i).padStart(2, '0')} 000`,
      password_hash: passwordHash,
      bio: pick([
        'Coffee, books and long walks.',
        'Photographer in my free time.',
        'Learning something new every day.',
        'Gardener. Cyclist. Cat person.',
        '',
      ]),
      is_private: i === 3 ? 1 : 0,
      created_at: new Date(now - 30 * DAY).toISOString(),
      updated_at: new Date(now).toISOString(),
    })
    .execute();
  const url = await storeProfilePicture(storage, id, await avatar(name, (i * 37) % 360));
  await db.updateTable('users').set({ profile_pic: url }).where('id', '=', id).execute();
}
for (const follower of users) {
  for (const followee of users) {
    if (follower === followee || random() > 0.18) continue;
    const status = followee === users[3] && random() < 0.5 ? 'pending' : 'accepted';
    await db
      .insertInto('follows')
      .values({
        follower_id: follower.id,
        followee_id: followee.id,
        status,
        created_at: new Date(now - 20 * DAY).toISOString(),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
const postIds: { id: string; authorId: string; anonymous: boolean }[] = [];
for (let i = 0; i < 500; i++) {
  const at = now - Math.floor(random() * 7 * DAY);
  const author = pick(users);
  const anonymous = random() < 0.15;
  const id = idAt(at);
  postIds.push({ id, authorId: author.id, anonymous });
  const iso = new Date(at).toISOString();
  await db
    .insertInto('posts')
    .values({
      id,
      author_id: author.id,
      content: pick(posts),
      visibility: anonymous ? 'private' : 'public',
      anonymous_from_start: anonymous ? 1 : 0,
      created_at: iso,
      updated_at: iso,
    })
    .execute();
}
for (let i = 0; i < 1000; i++) {
  const post = pick(postIds);
  const author = pick(users);
  const anonymous = random() < 0.2;
  const at = Date.parse(new Date().toISOString()) - Math.floor(random() * DAY);
  const postAuthorAnonymously = post.anonymous && post.authorId === author.id;
  const pseudonym = !anonymous
    ? null
    : postAuthorAnonymously
      ? 'Anonymous (author)'
      : `Anonymous ${await ensurePseudonym(db, post.id, author.id)}`;
  await db
    .insertInto('comments')
    .values({
      id: idAt(at),
      post_id: post.id,
      author_id: author.id,
      content: pick(comments),
      visibility: anonymous ? 'private' : 'public',
      pseudonym,
      created_at: new Date(at).toISOString(),
    })
    .execute();
}
for (let i = 0; i < 3000; i++) {
  const post = pick(postIds);
  await db
    .insertInto('post_reactions')
    .values({
      post_id: post.id,
      user_id: pick(users).id,
      kind: pick(['like', 'like', 'like', 'hug', 'share'] as const),
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
await recountAll(db, kind);
await db.destroy();
console.info(`Demo data ready: ${users.length} people, 500 posts, 1000 comments, 3000 reactions.`);
console.info(
  'Sign in at http://localhost:3000 as ann.lee@demo.social (or any other name below @demo.social, e.g. bruno.costa@demo.social)',
);
console.info(`Password: ${PASSWORD}`);
console.info('dmitri.volkov@demo.social is a private account.');
