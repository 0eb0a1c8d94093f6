import type { Pool as PostgresPool } from 'pg';
import {
  eventFromRow,
  ROW_COLUMNS,
  rowValues,
  type NewReleaseEvent,
  type ReleaseEvent,
  type ReleaseRegistry,
  type ReleaseRow,
} from './release-registry.ts';

const INSERT = `INSERT INTO remote_releases (${ROW_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`;

/** Any constant of the release log's own: replicas deciding an automatic canary's next step at once queue on it. */
const STEP_LOCK = 0x72656c65;

/** The registry shared by every replica (DATABASE_URL); each polls `latestId` and follows within its poll interval. */
export class PostgresReleaseRegistry implements ReleaseRegistry {
  constructor(
    private readonly pool: PostgresPool,
    private readonly now: () => number = Date.now,
  ) {}

  async events(): Promise<ReleaseEvent[]> {
    const { rows } = await this.pool.query<ReleaseRow>('SELECT * FROM remote_releases ORDER BY id');
    return rows.map(eventFromRow);
  }

  async latestId(): Promise<number> {
    const { rows } = await this.pool.query<{ id: string | null }>('SELECT MAX(id) AS id FROM remote_releases');
    return Number(rows[0]?.id ?? 0);
  }

  async append(event: NewReleaseEvent): Promise<ReleaseEvent> {
    const { rows } = await this.pool.query<ReleaseRow>(INSERT, [...rowValues(event), this.now()]);
    return eventFromRow(rows[0]!);
  }

  async appendAfter(event: NewReleaseEvent, latestEvent: number): Promise<ReleaseEvent | undefined> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [STEP_LOCK]);
      const { rows } = await client.query<{ id: string | null }>(
        'SELECT MAX(id) AS id FROM remote_releases WHERE remote = $1',
        [event.remote],
      );
      if (Number(rows[0]?.id ?? 0) !== latestEvent) {
        await client.query('ROLLBACK');
        return undefined;
      }
      const inserted = await client.query<ReleaseRow>(INSERT, [...rowValues(event), this.now()]);
      await client.query('COMMIT');
      return eventFromRow(inserted.rows[0]!);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
