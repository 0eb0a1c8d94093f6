import type { Database as SqliteDatabase } from 'better-sqlite3';
import type { RemoteName } from '@clinic/contracts/runtime-config';

/**
 * promote and rollback make a build live; canary gives one to a share of visitors (again, with the
 * next share, as an automatic canary moves on); abort ends a canary; preview makes a build loadable by
 * whoever holds its signed link; redeploy records a changed build found at a URL already in service.
 */
type ReleaseAction = 'promote' | 'rollback' | 'canary' | 'abort' | 'preview' | 'redeploy';

/** How an automatic canary moves: through the shares in `steps`, each held at least `stepMs` while its error rate holds. */
export interface CanaryPlan {
  steps: number[];
  stepMs: number;
  /** Distinct visitors the canary needs in a step before its error rate is judged (named for its page views of before). */
  minViews: number;
  /** How much higher than the live build's the canary's error rate (errors per visitor) may be. */
  maxErrorRateIncrease: number;
}

/** One line of the release log: who did what to which build, when, and why. */
export interface ReleaseEvent {
  id: number;
  remote: RemoteName;
  action: ReleaseAction;
  manifestUrl: string;
  version: string;
  /** The build's identity: a hash of its manifest's content (older lines have none). */
  buildId?: string;
  /** Share of visitors (0–100) for a canary; null otherwise. */
  percent: number | null;
  /** Who: a team token's name, `operator` for the local command, `canary analysis` for the gateway itself. */
  actor?: string;
  note?: string;
  /** An automatic canary's plan (on its canary lines). */
  plan?: CanaryPlan;
  /** When a preview line's link ends (epoch ms); a later line for the same build that has ended revokes it. */
  expiresAt?: number;
  /** Epoch milliseconds. */
  at: number;
}

/** The longest a preview link lasts; lines written before they carried an end last this long. */
export const MAX_PREVIEW_HOURS = 168;

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
  /**
   * Appends only if the newest line about the event's remote is still `latestEvent`: replicas that
   * decide the same step of an automatic canary at once record it once. Answers undefined otherwise.
   */
  appendAfter(event: NewReleaseEvent, latestEvent: number): Promise<ReleaseEvent | undefined>;
}

/** A build as the registry points at it; `version` is unknown for a default no one has promoted. */
export interface BuildPointer {
  manifestUrl: string;
  version?: string;
  buildId?: string;
  /** Since when it holds its place (epoch ms); unknown for the default. */
  since?: number;
}

export interface HistoryLine {
  action: ReleaseAction;
  from?: BuildPointer;
  to: BuildPointer;
  percent: number | null;
  actor?: string;
  note?: string;
  at: number;
}

/** A running canary: its build, its share, and (automatic) its plan and the line that started its current step. */
export interface CanaryState extends BuildPointer {
  percent: number;
  plan?: CanaryPlan;
  /** Id of the registry line of the current step: the canary analysis counts page views and errors per step. */
  stepEvent: number;
  stepSince: number;
}

export interface RemoteReleaseState {
  live: BuildPointer;
  canary?: CanaryState;
  /** Builds under preview links, by build id, with when each link ends (ended ones included). */
  previews: Map<string, BuildPointer & { expiresAt: number }>;
  /** Newest first. */
  history: HistoryLine[];
  /** What `rollback` goes back to; undefined when nothing was promoted over the default. */
  previous?: BuildPointer;
  /** The newest line about this remote (0: none): an automatic canary's next step is appended only after it. */
  latestEvent: number;
}

/**
 * The state of one remote from the log. Live builds form a stack over the default (`REMOTE_*_URL`):
 * a promote pushes its build, a rollback pops back to the build live before it, so rolling back twice
 * goes back two releases. A canary holds until the next promote, rollback or abort.
 */
export function replay(remote: RemoteName, defaultUrl: string, events: readonly ReleaseEvent[]): RemoteReleaseState {
  const stack: BuildPointer[] = [{ manifestUrl: defaultUrl }];
  let canary: CanaryState | undefined;
  const previews = new Map<string, BuildPointer & { expiresAt: number }>();
  const history: HistoryLine[] = [];
  let latestEvent = 0;
  for (const event of events) {
    if (event.remote !== remote) continue;
    latestEvent = event.id;
    const build: BuildPointer = {
      manifestUrl: event.manifestUrl,
      version: event.version,
      buildId: event.buildId,
      since: event.at,
    };
    const live = stack.at(-1)!;
    const line = { action: event.action, actor: event.actor, note: event.note, at: event.at };
    switch (event.action) {
      case 'canary': {
        // The next step of the same canary keeps its start; another build starts a canary of its own.
        const sameBuild =
          canary !== undefined && canary.manifestUrl === build.manifestUrl && canary.buildId === build.buildId;
        canary = {
          ...build,
          since: sameBuild ? canary!.since : event.at,
          percent: event.percent ?? 0,
          plan: event.plan,
          stepEvent: event.id,
          stepSince: event.at,
        };
        history.push({ ...line, from: live, to: build, percent: event.percent });
        break;
      }
      case 'abort':
        if (canary) history.push({ ...line, from: canary, to: live, percent: null });
        canary = undefined;
        break;
      case 'preview':
        // The newest line of a build says when its link ends: a revoke is a line that has ended already.
        if (build.buildId)
          previews.set(build.buildId, {
            ...build,
            expiresAt: event.expiresAt ?? event.at + MAX_PREVIEW_HOURS * 3_600_000,
          });
        history.push({ ...line, to: build, percent: null });
        break;
      case 'redeploy':
        // A changed build at a URL in service: whoever points at that URL gets it.
        for (const pointer of [...stack, ...(canary ? [canary] : [])]) {
          if (pointer.manifestUrl === build.manifestUrl)
            Object.assign(pointer, { version: build.version, buildId: build.buildId });
        }
        history.push({ ...line, to: build, percent: null });
        break;
      case 'promote':
        stack.push(build);
        canary = undefined;
        history.push({ ...line, from: live, to: build, percent: null });
        break;
      case 'rollback':
        // A rollback records the build it went back to, which is what is live from then on.
        if (stack.length > 1) stack.pop();
        stack[stack.length - 1] = build;
        canary = undefined;
        history.push({ ...line, from: live, to: build, percent: null });
        break;
    }
  }
  return { live: stack.at(-1)!, canary, previews, history: history.reverse(), previous: stack.at(-2), latestEvent };
}

export interface ReleaseRow {
  id: number;
  remote: RemoteName;
  action: ReleaseAction;
  manifest_url: string;
  build_version: string;
  build_id: string | null;
  percent: number | null;
  actor: string | null;
  note: string | null;
  plan: string | null;
  expires_at: number | null;
  created_at: number;
}

export function eventFromRow(row: ReleaseRow): ReleaseEvent {
  return {
    id: Number(row.id),
    remote: row.remote,
    action: row.action,
    manifestUrl: row.manifest_url,
    version: row.build_version,
    buildId: row.build_id ?? undefined,
    percent: row.percent,
    actor: row.actor ?? undefined,
    note: row.note ?? undefined,
    plan: row.plan ? (JSON.parse(row.plan) as CanaryPlan) : undefined,
    expiresAt: row.expires_at === null || row.expires_at === undefined ? undefined : Number(row.expires_at),
    at: Number(row.created_at),
  };
}

/** A line's values in the table's column order (after `id`, before `created_at`). */
export function rowValues(event: NewReleaseEvent): Array<string | number | null> {
  return [
    event.remote,
    event.action,
    event.manifestUrl,
    event.version,
    event.buildId ?? null,
    event.percent,
    event.actor ?? null,
    event.note ?? null,
    event.plan ? JSON.stringify(event.plan) : null,
    event.expiresAt ?? null,
  ];
}

export const ROW_COLUMNS =
  'remote, action, manifest_url, build_version, build_id, percent, actor, note, plan, expires_at, created_at';

/** The single-node registry, in `DATA_DIR/gateway.sqlite` beside the outbox; the `remotes` command writes it, the gateway polls it. */
export class SqliteReleaseRegistry implements ReleaseRegistry {
  private readonly selectAll;
  private readonly selectLatest;
  private readonly insert;
  private readonly latestOfRemote;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly now: () => number = Date.now,
  ) {
    this.selectAll = db.prepare<[], ReleaseRow>('SELECT * FROM remote_releases ORDER BY id');
    this.selectLatest = db.prepare<[], { id: number | null }>('SELECT MAX(id) AS id FROM remote_releases');
    this.latestOfRemote = db.prepare<[string], { id: number | null }>(
      'SELECT MAX(id) AS id FROM remote_releases WHERE remote = ?',
    );
    this.insert = db.prepare<Array<string | number | null>, ReleaseRow>(
      `INSERT INTO remote_releases (${ROW_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    );
  }

  async events(): Promise<ReleaseEvent[]> {
    return this.selectAll.all().map(eventFromRow);
  }

  async latestId(): Promise<number> {
    return this.selectLatest.get()?.id ?? 0;
  }

  async append(event: NewReleaseEvent): Promise<ReleaseEvent> {
    return eventFromRow(this.insert.get(...rowValues(event), this.now())!);
  }

  async appendAfter(event: NewReleaseEvent, latestEvent: number): Promise<ReleaseEvent | undefined> {
    return this.db
      .transaction(() => {
        if ((this.latestOfRemote.get(event.remote)?.id ?? 0) !== latestEvent) return undefined;
        return eventFromRow(this.insert.get(...rowValues(event), this.now())!);
      })
      .immediate();
  }
}
