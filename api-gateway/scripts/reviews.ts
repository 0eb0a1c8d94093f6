/** `npm run reviews -- list | publish ID | reject ID`: moderates the reviews kept in DATA_DIR/gateway.sqlite. */
import path from 'node:path';
import { databaseFile, openDatabase } from '../src/mail/database.ts';
import { SqliteReviewStore } from '../src/reviews/review-store.ts';
import { reviewsCommand } from '../src/reviews/reviews-command.ts';

const db = openDatabase(databaseFile(path.resolve(process.env.DATA_DIR ?? './var')));
const { code, lines } = await reviewsCommand(process.argv.slice(2), new SqliteReviewStore(db));
db.close();
(code === 0 ? console.log : console.error)(lines.join('\n'));
process.exitCode = code;
