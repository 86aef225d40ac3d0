/**
 * Changes an account's role from the command line:
 *   npm run user:role -- <email> moderator|member      (uses DATABASE_URL like the server)
 */
import { parseConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

const [email, role] = process.argv.slice(2);
if (!email || (role !== 'moderator' && role !== 'member')) {
  console.error('usage: npm run user:role -- <email> moderator|member');
  process.exit(2);
}
const { db } = openDatabase(parseConfig(process.env).databaseUrl);
await migrateToLatest(db);
const changed = await db
  .updateTable('users')
  .set({ role })
  .where('email_key', '=', email.trim().toLowerCase())
  .returning('id')
  .executeTakeFirst();
await db.destroy();
if (!changed) {
  console.error(`No account with the e-mail ${email}`);
  process.exit(1);
}
console.info(`${email} is now a ${role}.`);
