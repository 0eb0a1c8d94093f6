import type pg from 'pg';

/**
 * One step of the schema. Steps expand it (a table, a column with a default, an index) so that the
 * gateway of the release before keeps running on it, and a release can be rolled back without a
 * restore. A step that takes something away (drops or renames a column, adds a constraint older code
 * would break) comes a release after the code stopped using it, and says `breaksOlder`: a gateway that
 * does not know it then refuses to start on that database.
 */
interface MigrationStep {
  version: number;
  name: string;
  sql: string;
  breaksOlder?: boolean;
}

/**
 * The PostgreSQL schema, one versioned step at a time. Steps are only ever appended: a
 * released step is never edited, since databases out there have already run it.
 */
export const MIGRATIONS: readonly MigrationStep[] = [
  {
    version: 1,
    name: 'outbox',
    sql: `
      CREATE TABLE outbox (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        payload JSONB NOT NULL,
        follow_up JSONB,
        parent_id TEXT,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'done', 'dead')),
        attempts INTEGER NOT NULL DEFAULT 0,
        rejections INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        lease_until BIGINT,
        last_error TEXT,
        created_at BIGINT NOT NULL,
        done_at BIGINT
      );
      CREATE INDEX outbox_pending_due ON outbox (next_attempt_at) WHERE status = 'pending';
      CREATE INDEX outbox_sending_lease ON outbox (lease_until) WHERE status = 'sending';`,
  },
  {
    version: 2,
    name: 'reviews',
    sql: `
      CREATE TABLE reviews (
        id TEXT PRIMARY KEY,
        locale TEXT NOT NULL,
        relation_type TEXT NOT NULL,
        relation_slug TEXT NOT NULL,
        name TEXT NOT NULL,
        phone TEXT NOT NULL,
        comment TEXT NOT NULL,
        rating INTEGER NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending',
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );`,
  },
  {
    version: 3,
    name: 'payments',
    sql: `
      CREATE TABLE payments (
        "order" TEXT PRIMARY KEY,
        amount_minor BIGINT NOT NULL,
        currency TEXT NOT NULL,
        subject TEXT NOT NULL,
        description TEXT NOT NULL,
        first_name TEXT NOT NULL,
        phone TEXT NOT NULL,
        locale TEXT NOT NULL,
        status TEXT NOT NULL,
        transaction_id TEXT,
        card TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE payment_events (
        id BIGSERIAL PRIMARY KEY,
        "order" TEXT NOT NULL REFERENCES payments ("order"),
        provider_status TEXT NOT NULL,
        transaction_id TEXT NOT NULL,
        outcome TEXT NOT NULL,
        reason TEXT,
        status_after TEXT NOT NULL,
        payload JSONB NOT NULL,
        received_at TEXT NOT NULL
      );
      CREATE INDEX payment_events_order ON payment_events ("order");`,
  },
  {
    version: 4,
    name: 'remote releases',
    sql: `
      CREATE TABLE remote_releases (
        id BIGSERIAL PRIMARY KEY,
        remote TEXT NOT NULL,
        action TEXT NOT NULL CHECK (action IN ('promote', 'rollback', 'canary')),
        manifest_url TEXT NOT NULL,
        build_version TEXT NOT NULL,
        percent INTEGER,
        created_at BIGINT NOT NULL
      );`,
  },
  {
    version: 5,
    name: 'who released what and why, build identities, team tokens, replicas and build health',
    // A gateway from before would read the new actions (abort, preview, redeploy) of the release log as rollbacks.
    breaksOlder: true,
    sql: `
      ALTER TABLE remote_releases DROP CONSTRAINT remote_releases_action_check;
      ALTER TABLE remote_releases ADD CONSTRAINT remote_releases_action_check CHECK (action IN ('promote', 'rollback', 'canary', 'abort', 'preview', 'redeploy'));
      ALTER TABLE remote_releases ADD COLUMN build_id TEXT, ADD COLUMN actor TEXT, ADD COLUMN note TEXT, ADD COLUMN plan TEXT;
      CREATE TABLE release_tokens (
        id TEXT PRIMARY KEY,
        remote TEXT NOT NULL,
        name TEXT NOT NULL,
        secret_hash TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        revoked_at BIGINT
      );
      CREATE TABLE release_replicas (
        replica TEXT NOT NULL,
        remote TEXT NOT NULL,
        role TEXT NOT NULL,
        manifest_url TEXT NOT NULL,
        build_version TEXT NOT NULL,
        build_id TEXT NOT NULL,
        since BIGINT NOT NULL,
        seen_at BIGINT NOT NULL,
        PRIMARY KEY (replica, remote, role)
      );
      CREATE TABLE build_health (
        remote TEXT NOT NULL,
        step BIGINT NOT NULL,
        build_version TEXT NOT NULL,
        kind TEXT NOT NULL,
        count BIGINT NOT NULL,
        PRIMARY KEY (remote, step, build_version, kind)
      );
      CREATE TABLE release_settings (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );`,
  },
  {
    version: 6,
    name: 'canary visitors, each counted once a step',
    sql: `
      CREATE TABLE canary_visitors (
        remote TEXT NOT NULL,
        step BIGINT NOT NULL,
        build_version TEXT NOT NULL,
        kind TEXT NOT NULL,
        visitor TEXT NOT NULL,
        PRIMARY KEY (remote, step, build_version, kind, visitor)
      );`,
  },
  {
    version: 7,
    name: 'the origins each team token may read builds from',
    // Tokens made before keep NULL: the gateway refuses them any check of a build until they are issued again.
    sql: `ALTER TABLE release_tokens ADD COLUMN origins TEXT;`,
  },
  {
    version: 8,
    name: 'when each preview link ends',
    // Lines from before have none: they end a week after they were written.
    sql: `ALTER TABLE remote_releases ADD COLUMN expires_at BIGINT;`,
  },
  {
    version: 9,
    name: 'the remotes an operator registered, with the slots each fills',
    sql: `
      CREATE TABLE registered_remotes (
        remote TEXT PRIMARY KEY,
        slots TEXT NOT NULL,
        actor TEXT NOT NULL,
        registered_at BIGINT NOT NULL
      );`,
  },
  {
    version: 10,
    name: 'why a replica refuses a live build',
    sql: `ALTER TABLE release_replicas ADD COLUMN refused_reason TEXT;`,
  },
  {
    version: 11,
    name: 'the key a form post names itself with, and what it asked for',
    sql: `
      ALTER TABLE outbox ADD COLUMN idempotency_key TEXT, ADD COLUMN request_hash TEXT;
      CREATE UNIQUE INDEX outbox_idempotency_key ON outbox (idempotency_key) WHERE idempotency_key IS NOT NULL;`,
  },
  {
    version: 12,
    name: 'the backups that completed',
    // Written by the backup job once a backup is whole, read by every gateway for its metric.
    sql: `
      CREATE TABLE backup_runs (
        tool TEXT NOT NULL,
        finished_at BIGINT NOT NULL
      );
      CREATE INDEX backup_runs_finished ON backup_runs (finished_at);`,
  },
  {
    version: 13,
    name: 'the key a checkout names itself with, and what it asked for',
    sql: `
      ALTER TABLE payments ADD COLUMN idempotency_key TEXT, ADD COLUMN request_hash TEXT;
      CREATE UNIQUE INDEX payments_idempotency_key ON payments (idempotency_key) WHERE idempotency_key IS NOT NULL;`,
  },
];

/** Any constant the gateway alone uses: replicas starting together queue on it. */
const MIGRATION_LOCK = 0x636c696e6963;

/**
 * Brings the schema up to the newest version, each step in its own transaction. Replicas that
 * start at the same moment wait for one another on an advisory lock, so each step runs once.
 * Answers the versions applied now.
 */
export async function migrate(pool: pg.Pool, migrations = MIGRATIONS): Promise<number[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`,
    );
    await client.query(
      `ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS breaks_older BOOLEAN NOT NULL DEFAULT false`,
    );
    const rows = (
      await client.query<{ version: number; name: string; breaks_older: boolean }>(
        'SELECT version, name, breaks_older FROM schema_migrations ORDER BY version',
      )
    ).rows;
    const done = new Set(rows.map((row) => row.version));
    const known = Math.max(0, ...migrations.map((step) => step.version));
    // A newer gateway's steps that only added to the schema leave this one running: a rollback needs no restore.
    const breaking = rows.find((row) => row.version > known && row.breaks_older);
    if (breaking) {
      throw new Error(
        `the database schema has step ${breaking.version} (${breaking.name}), which a gateway knowing up to version ${known} cannot run on: deploy the newer gateway`,
      );
    }
    const applied: number[] = [];
    for (const step of migrations) {
      if (done.has(step.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(step.sql);
        await client.query('INSERT INTO schema_migrations (version, name, breaks_older) VALUES ($1, $2, $3)', [
          step.version,
          step.name,
          step.breaksOlder ?? false,
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${step.version} (${step.name}) failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      applied.push(step.version);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
