import type { RemoteName } from '@clinic/contracts/runtime-config';
import type { SqliteDatabase } from '../store/sqlite-database.ts';

type ReleaseAction = 'promote' | 'rollback' | 'canary';

/** One line of the release log: a build made live (promote, rollback) or given to a share of visitors (canary). */
export interface ReleaseEvent {
  id: number;
  remote: RemoteName;
  action: ReleaseAction;
  manifestUrl: string;
  version: string;
  /** Share of visitors (0–100) for a canary; null otherwise. */
  percent: number | null;
  /** Epoch milliseconds. */
  at: number;
}

export type NewReleaseEvent = Omit<ReleaseEvent, 'id' | 'at'>;

/**
 * The registry of which build of each remote is live, shared by every replica: an append-only log,
 * so what happened stays readable and every replica derives the same state from it.
 */
export interface ReleaseRegistry {
  /** Every event, oldest first. */
  events(): Promise<ReleaseEvent[]>;
  /** The id of the newest event (0 when none): what replicas poll to notice a release. */
  latestId(): Promise<number>;
  append(event: NewReleaseEvent): Promise<ReleaseEvent>;
}

/** A build as the registry points at it; `version` is unknown for a default no one has promoted. */
export interface BuildPointer {
  manifestUrl: string;
  version?: string;
  /** Since when it holds its place (epoch ms); unknown for the default. */
  since?: number;
}

export interface HistoryLine {
  action: ReleaseAction;
  from?: BuildPointer;
  to: BuildPointer;
  percent: number | null;
  at: number;
}

export interface RemoteReleaseState {
  live: BuildPointer;
  canary?: BuildPointer & { percent: number };
  /** Newest first. */
  history: HistoryLine[];
  /** What `rollback` goes back to; undefined when nothing was promoted over the default. */
  previous?: BuildPointer;
}

/**
 * The state of one remote from the log. Live builds form a stack over the default (`REMOTE_*_URL`):
 * a promote pushes its build, a rollback pops back to the build live before it, so rolling back twice
 * goes back two releases. A canary holds until the next promote or rollback.
 */
export function replay(remote: RemoteName, defaultUrl: string, events: readonly ReleaseEvent[]): RemoteReleaseState {
  const stack: BuildPointer[] = [{ manifestUrl: defaultUrl }];
  let canary: RemoteReleaseState['canary'];
  const history: HistoryLine[] = [];
  for (const event of events) {
    if (event.remote !== remote) continue;
    const build = { manifestUrl: event.manifestUrl, version: event.version, since: event.at };
    const live = stack.at(-1)!;
    if (event.action === 'canary') {
      canary = { ...build, percent: event.percent ?? 0 };
      history.push({ action: 'canary', from: live, to: build, percent: event.percent, at: event.at });
      continue;
    }
    if (event.action === 'promote') stack.push(build);
    else {
      // A rollback records the build it went back to, which is what is live from then on.
      if (stack.length > 1) stack.pop();
      stack[stack.length - 1] = build;
    }
    canary = undefined;
    history.push({ action: event.action, from: live, to: build, percent: null, at: event.at });
  }
  return { live: stack.at(-1)!, canary, history: history.reverse(), previous: stack.at(-2) };
}

export interface ReleaseRow {
  id: number;
  remote: RemoteName;
  action: ReleaseAction;
  manifest_url: string;
  build_version: string;
  percent: number | null;
  created_at: number;
}

export function eventFromRow(row: ReleaseRow): ReleaseEvent {
  return { id: row.id, remote: row.remote, action: row.action, manifestUrl: row.manifest_url, version: row.build_version, percent: row.percent, at: row.created_at };
}

/** The single-node registry, in `DATA_DIR/gateway.sqlite` beside the outbox; the `remotes` command writes it, the gateway polls it. */
export class SqliteReleaseRegistry implements ReleaseRegistry {
  private readonly selectAll;
  private readonly selectLatest;
  private readonly insert;

  constructor(
    db: SqliteDatabase,
    private readonly now: () => number = Date.now,
  ) {
    this.selectAll = db.prepare<[], ReleaseRow>('SELECT * FROM remote_releases ORDER BY id');
    this.selectLatest = db.prepare<[], { id: number | null }>('SELECT MAX(id) AS id FROM remote_releases');
    this.insert = db.prepare<[string, string, string, string, number | null, number], ReleaseRow>(
      'INSERT INTO remote_releases (remote, action, manifest_url, build_version, percent, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING *',
    );
  }

  async events(): Promise<ReleaseEvent[]> {
    return this.selectAll.all().map(eventFromRow);
  }

  async latestId(): Promise<number> {
    return this.selectLatest.get()?.id ?? 0;
  }

  async append(event: NewReleaseEvent): Promise<ReleaseEvent> {
    return eventFromRow(this.insert.get(event.remote, event.action, event.manifestUrl, event.version, event.percent, this.now())!);
  }
}
