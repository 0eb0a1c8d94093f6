import pg from 'pg';
import { shortReason } from '@clinic/server-kit/short-reason';
import type { Logger } from '../logger.ts';
import { migrate } from './migrations.ts';
import { isDatabaseUnavailable } from './postgres-errors.ts';
import { databaseAvailable, databaseUnavailable } from './outage-log.ts';
import { tracingEnabled } from '../telemetry/tracing.ts';
import { tracePostgres } from '../telemetry/trace-postgres.ts';

export type PostgresPool = pg.Pool;

const INT8 = 20;
const NUMERIC = 1700;

/** Times are epoch milliseconds in BIGINT columns, and counts are BIGINT: both fit a JS number exactly. */
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8 || oid === NUMERIC
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/**
 * A request that needs the database gets its answer (a 503 while PostgreSQL is away) within this:
 * connecting to a server that is down fails at once, to one that does not answer after this long.
 */
const CONNECT_TIMEOUT_MS = 1_000;

/**
 * A pool that survives PostgreSQL going away: a connection the server drops (a restart, an
 * administrator's `pg_terminate_backend`) is logged and replaced, never an unhandled `'error'` event
 * that ends the process, whether the connection was idle in the pool or checked out between two
 * queries of a transaction. Queries on it fail (see `isDatabaseUnavailable`); the next ones open new
 * connections, so the replica recovers by itself once the server is back.
 */
function resilientPool(config: pg.PoolConfig, logger: Logger): PostgresPool {
  const pool = new pg.Pool({ ...config, types, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  pool.on('error', (error) => {
    if (isDatabaseUnavailable(error)) databaseUnavailable(logger, error);
    else
      logger.warn({ reason: shortReason(error) }, 'postgres: a connection failed; the pool opens another when needed');
  });
  pool.on('connect', (client) => {
    databaseAvailable(logger);
    // pg-pool listens on a client only while it is idle: one checked out has no listener but this one.
    client.on('error', () => {});
  });
  if (tracingEnabled()) tracePostgres(pool, config.connectionString!);
  return pool;
}

/**
 * The pool for DATABASE_URL, with the schema migrated to this version of the gateway before
 * anything else uses it (so a replica never runs against an older schema).
 */
export async function openPostgres(url: string, logger: Logger, max = 10): Promise<PostgresPool> {
  const pool = resilientPool({ connectionString: url, max, application_name: 'clinic-gateway' }, logger);
  try {
    const applied = await migrate(pool);
    if (applied.length) logger.info({ applied }, 'postgres: schema migrated');
  } catch (error) {
    await pool.end();
    throw error;
  }
  return pool;
}

/**
 * A second, small pool on the same database whose commits do not wait for the WAL to reach the
 * disk (`synchronous_commit = off`), for the outbox worker's own bookkeeping. Lost to a crash of
 * PostgreSQL, such a commit only makes a message due again, and it is sent again with the same
 * Message-ID: at least once, as promised. What a 202 promised (the enqueue) stays synchronous.
 */
export function openUnsyncedPool(pool: PostgresPool, max: number, logger: Logger): PostgresPool {
  const { connectionString } = (pool as unknown as { options: pg.PoolConfig }).options;
  return resilientPool(
    { connectionString, max, application_name: 'clinic-gateway-worker', options: '-c synchronous_commit=off' },
    logger,
  );
}

/** Runs `work` in one transaction on one connection: committed if it resolves, rolled back if it throws. */
export async function inTransaction<T>(pool: PostgresPool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
