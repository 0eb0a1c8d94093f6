import type Database from 'better-sqlite3';

/**
 * One versioned step of an SQLite file's schema. Steps are only ever appended: a released step is
 * never edited, since files out there have already run it. The PostgreSQL schema has the same
 * tables and columns (`postgres/migrations.ts`; `sqlite-migrations.test.ts` compares them).
 */
export interface SqliteMigration {
  version: number;
  name: string;
  sql: string;
  /**
   * The step takes away what an older gateway uses (a table it reads rebuilt, a column dropped, a stricter
   * constraint): a gateway that does not know the step refuses the file. Steps without it only add, so the
   * gateway of the release before keeps running on the file, and a release is rolled back without a restore.
   */
  breaksOlder?: boolean;
  /**
   * Whether a file written before its schema had versions already has what this step makes: such
   * a file gets the steps it lacks and has the others recorded, not run again.
   */
  presentInUnversioned?: (db: Database.Database) => boolean;
}

const hasTable = (table: string) => (db: Database.Database) =>
  db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(table) !== undefined;

const hasColumn = (table: string, column: string) => (db: Database.Database) =>
  db.prepare(`SELECT 1 FROM pragma_table_info(?) WHERE name = ?`).get(table, column) !== undefined;

/** `DATA_DIR/gateway.sqlite`: the mail outbox, the embedded reviews and the release registry. */
export const GATEWAY_MIGRATIONS: readonly SqliteMigration[] = [
  {
    version: 1,
    name: 'outbox',
    sql: `
      CREATE TABLE outbox (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        payload TEXT NOT NULL,
        follow_up TEXT,
        parent_id TEXT,
        status TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        lease_until INTEGER,
        last_error TEXT,
        created_at INTEGER NOT NULL,
        done_at INTEGER
      );
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
      CREATE INDEX outbox_lease ON outbox (status, lease_until);`,
    presentInUnversioned: hasTable('outbox'),
  },
  {
    version: 2,
    name: 'outbox refusals counted apart from attempts',
    sql: `ALTER TABLE outbox ADD COLUMN rejections INTEGER NOT NULL DEFAULT 0;`,
    presentInUnversioned: hasColumn('outbox', 'rejections'),
  },
  {
    version: 3,
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
        created_at TEXT NOT NULL
      );`,
    presentInUnversioned: hasTable('reviews'),
  },
  {
    version: 4,
    name: 'remote releases',
    sql: `
      CREATE TABLE remote_releases (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        remote TEXT NOT NULL,
        action TEXT NOT NULL CHECK (action IN ('promote', 'rollback', 'canary')),
        manifest_url TEXT NOT NULL,
        build_version TEXT NOT NULL,
        percent INTEGER,
        created_at INTEGER NOT NULL
      );`,
    presentInUnversioned: hasTable('remote_releases'),
  },
  {
    version: 5,
    name: 'who released what and why, build identities, team tokens, replicas and build health',
    // A gateway from before would read the new actions (abort, preview, redeploy) of the release log as rollbacks.
    breaksOlder: true,
    // SQLite cannot change a CHECK constraint in place: the log is copied into a table with the new actions.
    sql: `
      CREATE TABLE remote_releases_next (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        remote TEXT NOT NULL,
        action TEXT NOT NULL CHECK (action IN ('promote', 'rollback', 'canary', 'abort', 'preview', 'redeploy')),
        manifest_url TEXT NOT NULL,
        build_version TEXT NOT NULL,
        percent INTEGER,
        created_at INTEGER NOT NULL,
        build_id TEXT,
        actor TEXT,
        note TEXT,
        plan TEXT
      );
      INSERT INTO remote_releases_next (id, remote, action, manifest_url, build_version, percent, created_at)
        SELECT id, remote, action, manifest_url, build_version, percent, created_at FROM remote_releases;
      DROP TABLE remote_releases;
      ALTER TABLE remote_releases_next RENAME TO remote_releases;
      CREATE TABLE release_tokens (
        id TEXT PRIMARY KEY,
        remote TEXT NOT NULL,
        name TEXT NOT NULL,
        secret_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE TABLE release_replicas (
        replica TEXT NOT NULL,
        remote TEXT NOT NULL,
        role TEXT NOT NULL,
        manifest_url TEXT NOT NULL,
        build_version TEXT NOT NULL,
        build_id TEXT NOT NULL,
        since INTEGER NOT NULL,
        seen_at INTEGER NOT NULL,
        PRIMARY KEY (replica, remote, role)
      );
      CREATE TABLE build_health (
        remote TEXT NOT NULL,
        step INTEGER NOT NULL,
        build_version TEXT NOT NULL,
        kind TEXT NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (remote, step, build_version, kind)
      );
      CREATE TABLE release_settings (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );`,
    presentInUnversioned: hasColumn('remote_releases', 'build_id'),
  },
  {
    version: 6,
    name: 'canary visitors, each counted once a step',
    sql: `
      CREATE TABLE canary_visitors (
        remote TEXT NOT NULL,
        step INTEGER NOT NULL,
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
    presentInUnversioned: hasColumn('release_tokens', 'origins'),
  },
  {
    version: 8,
    name: 'when each preview link ends',
    // Lines from before have none: they end a week after they were written.
    sql: `ALTER TABLE remote_releases ADD COLUMN expires_at INTEGER;`,
    presentInUnversioned: hasColumn('remote_releases', 'expires_at'),
  },
  {
    version: 9,
    name: 'the remotes an operator registered, with the slots each fills',
    sql: `
      CREATE TABLE registered_remotes (
        remote TEXT PRIMARY KEY,
        slots TEXT NOT NULL,
        actor TEXT NOT NULL,
        registered_at INTEGER NOT NULL
      );`,
    presentInUnversioned: hasTable('registered_remotes'),
  },
  {
    version: 10,
    name: 'why a replica refuses a live build',
    sql: `ALTER TABLE release_replicas ADD COLUMN refused_reason TEXT;`,
    presentInUnversioned: hasColumn('release_replicas', 'refused_reason'),
  },
  {
    version: 11,
    name: 'the key a form post names itself with, and what it asked for',
    sql: `
      ALTER TABLE outbox ADD COLUMN idempotency_key TEXT;
      ALTER TABLE outbox ADD COLUMN request_hash TEXT;
      CREATE UNIQUE INDEX outbox_idempotency_key ON outbox (idempotency_key) WHERE idempotency_key IS NOT NULL;`,
    presentInUnversioned: hasColumn('outbox', 'idempotency_key'),
  },
  {
    version: 12,
    name: 'the backups that completed',
    // Written by `backup create` once its copies read back whole, read by the gateway for its metric.
    sql: `
      CREATE TABLE backup_runs (
        tool TEXT NOT NULL,
        finished_at INTEGER NOT NULL
      );
      CREATE INDEX backup_runs_finished ON backup_runs (finished_at);`,
    presentInUnversioned: hasTable('backup_runs'),
  },
];

/** `DATA_DIR/payments.sqlite`: payments and every notification the provider sent about them. */
export const PAYMENT_MIGRATIONS: readonly SqliteMigration[] = [
  {
    version: 1,
    name: 'payments',
    sql: `
      CREATE TABLE payments (
        "order" TEXT PRIMARY KEY,
        amount_minor INTEGER NOT NULL,
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
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        "order" TEXT NOT NULL REFERENCES payments ("order"),
        provider_status TEXT NOT NULL,
        transaction_id TEXT NOT NULL,
        outcome TEXT NOT NULL,
        reason TEXT,
        status_after TEXT NOT NULL,
        payload TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
      CREATE INDEX payment_events_order ON payment_events ("order");`,
    presentInUnversioned: hasTable('payments'),
  },
  {
    version: 2,
    name: 'the key a checkout names itself with, and what it asked for',
    sql: `
      ALTER TABLE payments ADD COLUMN idempotency_key TEXT;
      ALTER TABLE payments ADD COLUMN request_hash TEXT;
      CREATE UNIQUE INDEX payments_idempotency_key ON payments (idempotency_key) WHERE idempotency_key IS NOT NULL;`,
  },
];

/**
 * Brings the file's schema up to the newest version in one immediate transaction, so a
 * `npm run reviews` or `npm run remotes` opening the file while the gateway starts waits for it
 * rather than running a step twice. Answers the versions applied now.
 */
export function migrateSqlite(db: Database.Database, migrations: readonly SqliteMigration[]): number[] {
  return db
    .transaction(() => {
      const versioned = hasTable('schema_migrations')(db);
      // A file with tables but no history was written before the schema had versions.
      const unversioned =
        !versioned &&
        db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).get() !== undefined;
      db.exec(
        `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))`,
      );
      if (!hasColumn('schema_migrations', 'breaks_older')(db))
        db.exec('ALTER TABLE schema_migrations ADD COLUMN breaks_older INTEGER NOT NULL DEFAULT 0');
      // Steps recorded before the history said which break older gateways.
      const markBreaking = db.prepare(
        'UPDATE schema_migrations SET breaks_older = 1 WHERE version = ? AND breaks_older = 0',
      );
      for (const step of migrations) if (step.breaksOlder) markBreaking.run(step.version);
      const rows = db.prepare('SELECT version, name, breaks_older FROM schema_migrations ORDER BY version').all() as {
        version: number;
        name: string;
        breaks_older: number;
      }[];
      const done = new Set(rows.map((row) => row.version));
      const known = Math.max(0, ...migrations.map((step) => step.version));
      // A newer gateway's steps that only added to the schema leave this one running: a rollback needs no restore.
      const breaking = rows.find((row) => row.version > known && row.breaks_older);
      if (breaking)
        throw new Error(
          `the database file's schema has step ${breaking.version} (${breaking.name}), which a gateway knowing up to version ${known} cannot run on: deploy the newer gateway`,
        );
      const record = db.prepare('INSERT INTO schema_migrations (version, name, breaks_older) VALUES (?, ?, ?)');
      const applied: number[] = [];
      for (const step of migrations) {
        if (done.has(step.version)) continue;
        if (!(unversioned && step.presentInUnversioned?.(db))) {
          try {
            db.exec(step.sql);
          } catch (error) {
            throw new Error(`migration ${step.version} (${step.name}) failed: ${(error as Error).message}`, {
              cause: error,
            });
          }
          applied.push(step.version);
        }
        record.run(step.version, step.name, step.breaksOlder ? 1 : 0);
      }
      return applied;
    })
    .immediate();
}
