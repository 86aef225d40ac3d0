import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, parseConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createLogger } from './lib/logger';

async function main() {
  const config = parseConfig(process.env);
  const logger = createLogger(config.logLevel);
  const database = openDatabase(config.databaseUrl, {
    sqliteReaders: config.sqliteReaders,
    sqliteCacheBytes: config.sqliteCacheBytes,
    poolSize: config.databasePoolSize,
  });
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database, logger });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Start-up failed:', error);
  }
  process.exit(1);
});
