/**
 * `npm run reviews -- list | publish ID | reject ID`: moderates the reviews kept where the gateway keeps them with the same
 * environment (PostgreSQL when DATABASE_URL is set, DATA_DIR/gateway.sqlite otherwise); with CACHE_PURGE_URL, the shared
 * cache drops the pages that show them.
 */
import { pino } from 'pino';
import { commandConfig } from './command-config.ts';
import { databaseFile, openDatabase } from '../src/store/sqlite-database.ts';
import { SqliteReviewStore } from '../src/reviews/review-store.ts';
import { PostgresReviewStore } from '../src/reviews/postgres-review-store.ts';
import { openPostgres } from '../src/postgres/postgres-pool.ts';
import { reviewsCommand } from '../src/reviews/reviews-command.ts';
import { cachePurge } from '../src/cache/cache-purge.ts';

const config = commandConfig();
const logger = pino({ level: 'warn' }, pino.destination(2));
const postgres = config.databaseUrl ? await openPostgres(config.databaseUrl, logger, 1) : undefined;
const db = postgres ? undefined : openDatabase(databaseFile(config.dataDir));
const store = postgres ? new PostgresReviewStore(postgres) : new SqliteReviewStore(db!);
const sharedCache = cachePurge(config.pageCache.purgeUrl, logger);
const { code, lines } = await reviewsCommand(process.argv.slice(2), store, sharedCache);
db?.close();
await postgres?.end();
(code === 0 ? console.log : console.error)(lines.join('\n'));
process.exitCode = code;
