import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database as SqliteDatabase } from 'better-sqlite3';
import { isPlatformRemote, type RemoteName } from '@clinic/contracts/runtime-config';
import { PLATFORM_REMOTE_SLOTS } from '@clinic/contracts/remote-modules';
import type { OpenSlot, SlotName } from '@clinic/contracts/slots';
import type { BuildEventKind } from './build-health.ts';

/**
 * What releases keep beside their log, in the same store every replica shares: the teams' tokens
 * (only their hashes), which build each replica serves, the visitors who viewed each build or met its
 * errors per step of a canary, and the key that signs preview links.
 */

export interface ReleaseToken {
  id: string;
  remote: RemoteName;
  /** The team's name, recorded as the actor of its releases. */
  name: string;
  /** Where the team's builds may be read from (`scheme://host[:port]`); none for a token made before tokens had them. */
  origins: string[];
  createdAt: number;
  revokedAt?: number;
}

export interface ReplicaBuild {
  replica: string;
  remote: RemoteName;
  /** `refused`: the registry's live build, which this replica refuses and serves nothing in place of. */
  role: 'live' | 'canary' | 'refused';
  manifestUrl: string;
  version: string;
  buildId: string;
  since: number;
  seenAt: number;
  /** Why a refused build is refused, in one line. */
  reason?: string;
}

/** A remote an operator added to the site: which open slots it may fill. The platform's own remotes need none. */
export interface RegisteredRemote {
  remote: RemoteName;
  slots: OpenSlot[];
  actor: string;
  registeredAt: number;
}

/** The slots a remote fills: a platform remote its own, a registered one those it was registered for. */
export function slotsOfRemote(remote: RemoteName, registrations: readonly RegisteredRemote[]): SlotName[] {
  if (isPlatformRemote(remote)) return [PLATFORM_REMOTE_SLOTS[remote]];
  return registrations.find((registered) => registered.remote === remote)?.slots ?? [];
}

/** Distinct visitors per kind of event: `page_view` is how many saw the build, each other kind how many met that error. */
export type HealthCounts = Record<BuildEventKind, number>;

export interface ReleaseStore {
  insertToken(token: ReleaseToken, secretHash: string): Promise<void>;
  tokens(): Promise<Array<ReleaseToken & { secretHash: string }>>;
  revokeToken(id: string, at: number): Promise<boolean>;
  /** Replaces what a replica said it serves. */
  reportReplica(replica: string, builds: ReplicaBuild[]): Promise<void>;
  /** What each replica heard from since `since` serves. */
  replicas(since: number): Promise<ReplicaBuild[]>;
  /**
   * Adds the visitors a replica saw with one kind of event of a build in one step of a canary; a visitor
   * already there is not added again, whichever replica saw them. Drops the remote's older steps.
   */
  addVisitors(
    remote: RemoteName,
    step: number,
    version: string,
    kind: BuildEventKind,
    visitors: readonly string[],
  ): Promise<void>;
  /** Every replica's distinct visitors for the builds of one step, by version. */
  health(remote: RemoteName, step: number): Promise<Map<string, HealthCounts>>;
  /** Adds a remote, or changes the slots of one registered before. */
  registerRemote(registration: RegisteredRemote): Promise<void>;
  /** Every registered remote, in the order they were first registered (the order each slot renders them in). */
  registeredRemotes(): Promise<RegisteredRemote[]>;
  /** A setting, made with `create` the first time it is asked for (the same value for every replica after). */
  setting(name: string, create: () => string): Promise<string>;
}

export const emptyHealth = (): HealthCounts => ({
  page_view: 0,
  server_render_error: 0,
  browser_load_failure: 0,
  browser_render_error: 0,
});

/** A team's token as printed once: `rel_<id>.<secret>`; only a hash of the secret is kept. */
const TOKEN_FORMAT = /^rel_([0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export async function createToken(
  store: ReleaseStore,
  remote: RemoteName,
  name: string,
  origins: string[],
  now = Date.now(),
): Promise<{ token: string; record: ReleaseToken }> {
  const id = randomBytes(6).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  const record = { id, remote, name, origins, createdAt: now };
  await store.insertToken(record, hashSecret(secret));
  return { token: `rel_${id}.${secret}`, record };
}

/** The token a request presents, if it is one of ours and not revoked. */
export async function verifyToken(
  store: ReleaseStore,
  presented: string | undefined,
): Promise<ReleaseToken | undefined> {
  const match = presented ? TOKEN_FORMAT.exec(presented) : null;
  if (!match) return undefined;
  const token = (await store.tokens()).find((candidate) => candidate.id === match[1]);
  if (!token || token.revokedAt !== undefined) return undefined;
  const expected = Buffer.from(token.secretHash, 'hex');
  const given = Buffer.from(hashSecret(match[2]!), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given) ? token : undefined;
}

/**
 * Every origin a standing token was registered for, read again at most every `maxAgeMs`. While the store
 * cannot be read, the last list read stands (none before the first: the registry, which names the teams'
 * builds, is in the same store and unreadable too).
 */
export function registeredOrigins(store: Pick<ReleaseStore, 'tokens'>, maxAgeMs: number): () => Promise<string[]> {
  let origins: string[] = [];
  let readAt = -Infinity;
  return async () => {
    if (Date.now() - readAt < maxAgeMs) return origins;
    try {
      const tokens = await store.tokens();
      origins = [...new Set(tokens.filter((token) => token.revokedAt === undefined).flatMap((token) => token.origins))];
      readAt = Date.now();
    } catch {
      // Kept as it was; the next call tries again.
    }
    return origins;
  };
}

interface TokenRow {
  id: string;
  remote: RemoteName;
  name: string;
  secret_hash: string;
  /** A JSON array; NULL for a token made before tokens had origins. */
  origins: string | null;
  created_at: number;
  revoked_at: number | null;
}
interface ReplicaRow {
  replica: string;
  remote: RemoteName;
  role: ReplicaBuild['role'];
  manifest_url: string;
  build_version: string;
  build_id: string;
  since: number;
  seen_at: number;
  refused_reason?: string | null;
}

export const tokenFromRow = (row: TokenRow) => ({
  id: row.id,
  remote: row.remote,
  name: row.name,
  origins: row.origins === null ? [] : (JSON.parse(row.origins) as string[]),
  secretHash: row.secret_hash,
  createdAt: Number(row.created_at),
  revokedAt: row.revoked_at === null ? undefined : Number(row.revoked_at),
});
export const replicaFromRow = (row: ReplicaRow): ReplicaBuild => ({
  replica: row.replica,
  remote: row.remote,
  role: row.role,
  manifestUrl: row.manifest_url,
  version: row.build_version,
  buildId: row.build_id,
  since: Number(row.since),
  seenAt: Number(row.seen_at),
  ...(row.refused_reason ? { reason: row.refused_reason } : {}),
});
export const replicaValues = (build: ReplicaBuild) => [
  build.replica,
  build.remote,
  build.role,
  build.manifestUrl,
  build.version,
  build.buildId,
  build.since,
  build.seenAt,
  build.reason ?? null,
];

export const registeredFromRow = (row: {
  remote: string;
  slots: string;
  actor: string;
  registered_at: number | string;
}): RegisteredRemote => ({
  remote: row.remote,
  slots: JSON.parse(row.slots) as OpenSlot[],
  actor: row.actor,
  registeredAt: Number(row.registered_at),
});

export function healthByVersion(
  rows: Array<{ build_version: string; kind: BuildEventKind; count: number | string }>,
): Map<string, HealthCounts> {
  const byVersion = new Map<string, HealthCounts>();
  for (const row of rows) {
    const counts = byVersion.get(row.build_version) ?? emptyHealth();
    counts[row.kind] = Number(row.count);
    byVersion.set(row.build_version, counts);
  }
  return byVersion;
}

/** The single-node store, in `DATA_DIR/gateway.sqlite` beside the release log. */
export class SqliteReleaseStore implements ReleaseStore {
  constructor(private readonly db: SqliteDatabase) {}

  async insertToken(token: ReleaseToken, secretHash: string): Promise<void> {
    this.db
      .prepare(
        'INSERT INTO release_tokens (id, remote, name, secret_hash, origins, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(token.id, token.remote, token.name, secretHash, JSON.stringify(token.origins), token.createdAt);
  }

  async tokens() {
    return this.db
      .prepare<[], TokenRow>('SELECT * FROM release_tokens ORDER BY created_at, id')
      .all()
      .map(tokenFromRow);
  }

  async revokeToken(id: string, at: number): Promise<boolean> {
    return (
      this.db.prepare('UPDATE release_tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(at, id)
        .changes > 0
    );
  }

  async reportReplica(replica: string, builds: ReplicaBuild[]): Promise<void> {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM release_replicas WHERE replica = ?').run(replica);
      const insert = this.db.prepare(
        'INSERT INTO release_replicas (replica, remote, role, manifest_url, build_version, build_id, since, seen_at, refused_reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      );
      for (const build of builds) insert.run(...replicaValues(build));
    })();
  }

  async replicas(since: number): Promise<ReplicaBuild[]> {
    return this.db
      .prepare<[number], ReplicaRow>('SELECT * FROM release_replicas WHERE seen_at >= ? ORDER BY replica, remote, role')
      .all(since)
      .map(replicaFromRow);
  }

  async addVisitors(
    remote: RemoteName,
    step: number,
    version: string,
    kind: BuildEventKind,
    visitors: readonly string[],
  ): Promise<void> {
    const add = this.db.prepare(
      'INSERT INTO canary_visitors (remote, step, build_version, kind, visitor) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
    );
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM canary_visitors WHERE remote = ? AND step < ?').run(remote, step);
      for (const visitor of visitors) add.run(remote, step, version, kind, visitor);
    })();
  }

  async health(remote: RemoteName, step: number): Promise<Map<string, HealthCounts>> {
    return healthByVersion(
      this.db
        .prepare<[string, number], { build_version: string; kind: BuildEventKind; count: number }>(
          'SELECT build_version, kind, COUNT(*) AS count FROM canary_visitors WHERE remote = ? AND step = ? GROUP BY build_version, kind',
        )
        .all(remote, step),
    );
  }

  async registerRemote({ remote, slots, actor, registeredAt }: RegisteredRemote): Promise<void> {
    this.db
      .prepare(
        'INSERT INTO registered_remotes (remote, slots, actor, registered_at) VALUES (?, ?, ?, ?) ON CONFLICT (remote) DO UPDATE SET slots = excluded.slots, actor = excluded.actor',
      )
      .run(remote, JSON.stringify(slots), actor, registeredAt);
  }

  async registeredRemotes(): Promise<RegisteredRemote[]> {
    return this.db
      .prepare<[], Parameters<typeof registeredFromRow>[0]>(
        'SELECT * FROM registered_remotes ORDER BY registered_at, remote',
      )
      .all()
      .map(registeredFromRow);
  }

  async setting(name: string, create: () => string): Promise<string> {
    this.db
      .prepare('INSERT INTO release_settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING')
      .run(name, create());
    return this.db.prepare<[string], { value: string }>('SELECT value FROM release_settings WHERE name = ?').get(name)!
      .value;
  }
}
