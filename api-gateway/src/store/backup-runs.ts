import type { PostgresPool } from '../postgres/postgres-pool.ts';
import type { SqliteDatabase } from './sqlite-database.ts';

/**
 * The backups that completed, in the store they back up (table `backup_runs`): the PostgreSQL backup job
 * adds a row once pgBackRest has finished, `backup create` once its copies read back whole. Every gateway
 * reads the newest for its metric, so an alert sees a backup that stopped happening wherever it runs.
 */
interface BackupRuns {
  /** When the newest completed backup finished (epoch ms), if there was any. */
  lastFinishedAt(): Promise<number | undefined>;
}

export class PostgresBackupRuns implements BackupRuns {
  constructor(private readonly pool: PostgresPool) {}

  async lastFinishedAt(): Promise<number | undefined> {
    const { rows } = await this.pool.query<{ at: number | null }>('SELECT MAX(finished_at) AS at FROM backup_runs');
    return rows[0]?.at ?? undefined;
  }
}

export class SqliteBackupRuns implements BackupRuns {
  constructor(private readonly db: SqliteDatabase) {}

  async lastFinishedAt(): Promise<number | undefined> {
    return (
      (this.db.prepare('SELECT MAX(finished_at) AS at FROM backup_runs').get() as { at: number | null }).at ?? undefined
    );
  }

  record(tool: string, finishedAt: number): void {
    this.db.prepare('INSERT INTO backup_runs (tool, finished_at) VALUES (?, ?)').run(tool, finishedAt);
  }
}
