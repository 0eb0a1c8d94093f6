/** `npm run reviews -- list | publish ID | reject ID`: moderates the reviews kept in DATA_DIR/gateway.sqlite; with CACHE_PURGE_URL, the shared cache drops the pages that show them. */
import path from 'node:path';
import { pino } from 'pino';
import { databaseFile, openDatabase } from '../src/store/sqlite-database.ts';
import { SqliteReviewStore } from '../src/reviews/review-store.ts';
import { reviewsCommand } from '../src/reviews/reviews-command.ts';
import { cachePurge } from '../src/cache/cache-purge.ts';

const db = openDatabase(databaseFile(path.resolve(process.env.DATA_DIR ?? './var')));
const sharedCache = cachePurge(process.env.CACHE_PURGE_URL || undefined, pino({ level: 'warn' }, pino.destination(2)));
const { code, lines } = await reviewsCommand(process.argv.slice(2), new SqliteReviewStore(db), sharedCache);
db.close();
(code === 0 ? console.log : console.error)(lines.join('\n'));
process.exitCode = code;
