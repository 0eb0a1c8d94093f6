import type { Pool as PostgresPool } from 'pg';
import type { RemoteName } from '@clinic/contracts/runtime-config';
import type { BuildEventKind } from './build-health.ts';
import {
  healthByVersion,
  registeredFromRow,
  type RegisteredRemote,
  replicaFromRow,
  replicaValues,
  tokenFromRow,
  type HealthCounts,
  type ReleaseStore,
  type ReleaseToken,
  type ReplicaBuild,
} from './release-store.ts';

/** The release store every replica shares (DATABASE_URL). */
export class PostgresReleaseStore implements ReleaseStore {
  constructor(private readonly pool: PostgresPool) {}

  async insertToken(token: ReleaseToken, secretHash: string): Promise<void> {
    await this.pool.query(
      'INSERT INTO release_tokens (id, remote, name, secret_hash, origins, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [token.id, token.remote, token.name, secretHash, JSON.stringify(token.origins), token.createdAt],
    );
  }

  async tokens() {
    return (await this.pool.query('SELECT * FROM release_tokens ORDER BY created_at, id')).rows.map(tokenFromRow);
  }

  async revokeToken(id: string, at: number): Promise<boolean> {
    return (
      ((
        await this.pool.query('UPDATE release_tokens SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL', [
          at,
          id,
        ])
      ).rowCount ?? 0) > 0
    );
  }

  async reportReplica(replica: string, builds: ReplicaBuild[]): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('DELETE FROM release_replicas WHERE replica = $1', [replica]);
      for (const build of builds) {
        await client.query(
          'INSERT INTO release_replicas (replica, remote, role, manifest_url, build_version, build_id, since, seen_at, refused_reason) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
          replicaValues(build),
        );
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async replicas(since: number): Promise<ReplicaBuild[]> {
    return (
      await this.pool.query('SELECT * FROM release_replicas WHERE seen_at >= $1 ORDER BY replica, remote, role', [
        since,
      ])
    ).rows.map(replicaFromRow);
  }

  async addVisitors(
    remote: RemoteName,
    step: number,
    version: string,
    kind: BuildEventKind,
    visitors: readonly string[],
  ): Promise<void> {
    await this.pool.query('DELETE FROM canary_visitors WHERE remote = $1 AND step < $2', [remote, step]);
    if (!visitors.length) return;
    await this.pool.query(
      'INSERT INTO canary_visitors (remote, step, build_version, kind, visitor) SELECT $1, $2, $3, $4, unnest($5::text[]) ON CONFLICT DO NOTHING',
      [remote, step, version, kind, visitors],
    );
  }

  async health(remote: RemoteName, step: number): Promise<Map<string, HealthCounts>> {
    const { rows } = await this.pool.query<{ build_version: string; kind: BuildEventKind; count: string }>(
      'SELECT build_version, kind, COUNT(*) AS count FROM canary_visitors WHERE remote = $1 AND step = $2 GROUP BY build_version, kind',
      [remote, step],
    );
    return healthByVersion(rows);
  }

  async registerRemote({ remote, slots, actor, registeredAt }: RegisteredRemote): Promise<void> {
    await this.pool.query(
      'INSERT INTO registered_remotes (remote, slots, actor, registered_at) VALUES ($1, $2, $3, $4) ON CONFLICT (remote) DO UPDATE SET slots = excluded.slots, actor = excluded.actor',
      [remote, JSON.stringify(slots), actor, registeredAt],
    );
  }

  async registeredRemotes(): Promise<RegisteredRemote[]> {
    return (await this.pool.query('SELECT * FROM registered_remotes ORDER BY registered_at, remote')).rows.map(
      registeredFromRow,
    );
  }

  async setting(name: string, create: () => string): Promise<string> {
    await this.pool.query('INSERT INTO release_settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      name,
      create(),
    ]);
    return (await this.pool.query<{ value: string }>('SELECT value FROM release_settings WHERE name = $1', [name]))
      .rows[0]!.value;
  }
}
