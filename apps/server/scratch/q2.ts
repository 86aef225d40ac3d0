import Database from 'better-sqlite3';
const raw = new Database('/tmp/bulk-full/app.db', { readonly: true }); if (process.env.P) for (const p of process.env.P.split(';')) raw.pragma(p);
const v = (raw.prepare('select id from users order by id limit 1').get() as any).id;
function time(name: string, sql: string, params: any) {
  const st = raw.prepare(sql);
  (Array.isArray(params) ? st.all(...params) : st.all(params));
  let best = Infinity;
  for (let b = 0; b < 10; b++) { const t = performance.now(); for (let i = 0; i < 300; i++) (Array.isArray(params) ? st.all(...params) : st.all(params)); best = Math.min(best, (performance.now() - t) / 300); }
  console.log(name.padEnd(30), (best * 1000).toFixed(0), 'µs');
}
const flags4 = `exists (select 1 from post_reactions r where r.post_id = p.id and r.user_id = @v and r.kind = 'like') as liked, exists (select 1 from post_reactions r where r.post_id = p.id and r.user_id = @v and r.kind = 'hug') as hugged, exists (select 1 from post_reactions r where r.post_id = p.id and r.user_id = @v and r.kind = 'share') as shared, exists (select 1 from saves s where s.post_id = p.id and s.user_id = @v) as saved`;
const flags2 = `(select group_concat(kind) from post_reactions r where r.post_id = p.id and r.user_id = @v) as reactions, exists (select 1 from saves s where s.post_id = p.id and s.user_id = @v) as saved`;
const vis = `a.status = 'active' and (p.visibility = 'private' or p.author_id = @v or (not exists (select 1 from blocks where (blocks.blocker_id = @v and blocks.blocked_id = p.author_id) or (blocks.blocker_id = p.author_id and blocks.blocked_id = @v)) and (a.is_private = 0 or exists (select 1 from follows where follows.follower_id = @v and follows.followee_id = p.author_id and follows.status = 'accepted'))))`;
const visNoBlocks = `a.status = 'active' and (p.visibility = 'private' or p.author_id = @v or a.is_private = 0 or exists (select 1 from follows where follows.follower_id = @v and follows.followee_id = p.author_id and follows.status = 'accepted'))`;
const mutes = `and not ((p.visibility = 'public' and exists (select 1 from mutes where mutes.muter_id = @v and mutes.muted_id = p.author_id)) or exists (select 1 from muted_words mw where mw.user_id = @v and lower(p.content) like mw.pattern escape '\\'))`;
const base = (flags: string, where: string) => `select p.*, a.name as author_name, a.username as author_username, a.profile_pic as author_profile_pic, ${flags} from posts p join users a on a.id = p.author_id where ${where} order by p.id desc limit 21`;
time('current', base(flags4, vis + ' ' + mutes), {v});
time('flags2', base(flags2, vis + ' ' + mutes), {v});
time('flags2 no mutes', base(flags2, vis), {v});
time('flags2 no mutes no blocks', base(flags2, visNoBlocks), {v});
time('no flags no mutes no blocks', base('1 as x', visNoBlocks), {v});
time('bare rows', `select p.*, a.name from posts p join users a on a.id=p.author_id order by p.id desc limit 21`, {});
time('session lookup', `select id from sessions where token_hash = ? and expires_at > ?`, ['abc','x']);
const deep = (raw.prepare('select id from posts order by id desc limit 1 offset 10000').get() as any).id;
time('current page 500', base(flags4, vis + ' ' + mutes + ' and p.id < @d'), {v, d: deep});
time('ids only', `select p.id from posts p order by p.id desc limit 21`, {});
time('posts.* only', `select p.* from posts p order by p.id desc limit 21`, {});
time('posts.* raw', `select p.* from posts p order by p.id desc limit 21`, {});
console.log(raw.prepare("select sql from sqlite_master where name='posts'").get());
console.log(raw.prepare("select avg(length(content)) from (select content from posts order by id desc limit 1000)").get());
