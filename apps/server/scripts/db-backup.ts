/**
 * A consistent copy of the database, taken while the server keeps running, and MEDIA_DIR
 * beside it as FILE.media/:
 *   npm run db:backup -- FILE        (uses DATABASE_URL and MEDIA_DIR like the server)
 */
import { parseConfig } from '../src/config';
import { backupDatabase, formatSummary } from './backup';

const [file, extra] = process.argv.slice(2);
if (!file || extra !== undefined) {
  console.error('usage: npm run db:backup -- FILE');
  process.exit(2);
}
const config = parseConfig(process.env);
try {
  const summary = await backupDatabase({
    databaseUrl: config.databaseUrl,
    mediaDir: config.mediaDir,
    file,
  });
  console.info(formatSummary(summary, 'Backed up to'));
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
