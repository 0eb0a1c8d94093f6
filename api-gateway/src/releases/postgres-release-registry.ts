import type { PostgresPool } from '../postgres/postgres-pool.ts';
import { eventFromRow, type NewReleaseEvent, type ReleaseEvent, type ReleaseRegistry, type ReleaseRow } from './release-registry.ts';

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
    const { rows } = await this.pool.query<{ id: number | null }>('SELECT MAX(id) AS id FROM remote_releases');
    return rows[0]?.id ?? 0;
  }

  async append(event: NewReleaseEvent): Promise<ReleaseEvent> {
    const { rows } = await this.pool.query<ReleaseRow>(
      'INSERT INTO remote_releases (remote, action, manifest_url, build_version, percent, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING *',
      [event.remote, event.action, event.manifestUrl, event.version, event.percent, this.now()],
    );
    return eventFromRow(rows[0]!);
  }
}
