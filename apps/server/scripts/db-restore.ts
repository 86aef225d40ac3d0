/**
 * Puts a backup made by db:backup back into an empty database, and FILE.media/ into
 * MEDIA_DIR. Stop the server first; a database that holds any rows is refused.
 *   npm run db:restore -- FILE       (uses DATABASE_URL and MEDIA_DIR like the server)
 */
import { parseConfig } from '../src/config';
import { formatSummary, RestoreRefused, restoreDatabase } from './backup';

const [file, extra] = process.argv.slice(2);
if (!file || extra !== undefined) {
  console.error('usage: npm run db:restore -- FILE');
  process.exit(2);
}
const config = parseConfig(process.env);
try {
  const summary = await restoreDatabase({
    databaseUrl: config.databaseUrl,
    mediaDir: config.mediaDir,
    file,
  });
  console.info(formatSummary(summary, 'Restored from'));
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    error instanceof RestoreRefused ? `Restore refused: ${message}` : `Restore failed: ${message}`,
  );
  process.exit(1);
}
