import { randomBytes } from 'node:crypto';
import type { FederationHost } from '@clinic/contracts/federation-host';
import { PLATFORM_REMOTES, isPlatformRemote, type RemoteName } from '@clinic/contracts/runtime-config';
import type { SlotName } from '@clinic/contracts/slots';
import type { LoadedBuild, RemoteBuild, ServerRenderer } from '@clinic/contracts/server-render';
import { manifestBase } from '@clinic/contracts/build-file-url';
import type { RemoteFileIntegrity } from '@clinic/contracts/file-integrity';
import { keyFor } from '@clinic/server-kit/purpose-key';
import { lastingCondition, lastingConditions } from '@clinic/server-kit/lasting-condition';
import { shortReason } from '@clinic/server-kit/short-reason';
import type { ReleaseLog, Traced } from './host-process.ts';
import { releaseMetrics } from './release-metrics.ts';
import type { BuildEvent, BuildEventKind } from './build-health.ts';
import { CanaryCookies, canaryId, decideCanaries, type Canary, type CanaryVisitor } from './canary-cookie.ts';
import { judgeCanary } from './canary-analysis.ts';
import { readPreviewToken } from './preview-link.ts';
import { buildToRender } from './render-check.ts';
import { buildIdOf, checkRelease, fetchFailure, type CheckedBuild } from './release-check.ts';
import {
  replay,
  type BuildPointer,
  type CanaryState,
  type NewReleaseEvent,
  type ReleaseRegistry,
  type RemoteReleaseState,
} from './release-registry.ts';
import { slotsOfRemote, type RegisteredRemote, type ReleaseStore, type ReplicaBuild } from './release-store.ts';
import { isOwnRemoteUrl, serverRemoteUrl, type RemoteFetch } from './remote-files.ts';

/** Builds whose files' hashes a replica still answers after they left service: pages open since then load them. */
const SERVED_BUILDS_KEPT = 50;
/** Stands for the page's own origin while a build named by a path is resolved. */
const PAGE_ORIGIN = 'http://page.invalid';

/** A build that passed its checks (and, with a server renderer, loaded): what visitors can be given. */
interface ReadyBuild extends CheckedBuild {
  loaded?: LoadedBuild;
  /** Since when this replica serves it (epoch ms). */
  since: number;
}

interface RemoteState {
  live?: ReadyBuild;
  canary?: { build: ReadyBuild; percent: number; id: string };
  /** Builds under preview links, by build id. */
  previews: Map<string, ReadyBuild>;
  /** What the registry says should be live, canary and previewable (each preview until its link ends). */
  wanted: { live: BuildPointer; canary?: CanaryState; previews: RemoteReleaseState['previews'] };
  /** The newest registry line about the remote: what this replica's own lines (a redeploy, a canary's step) are appended after. */
  latestEvent: number;
  /** The registry's live build, when this replica refuses it with nothing in its place: the remote's parts are left out. */
  unserved?: { manifestUrl: string; version: string; buildId: string; reason: string; since: number };
}

/** The visitors this replica saw view a build or meet its errors in the current step of a canary, not yet added to the store. */
type PendingHealth = Map<RemoteName, { step: number; byVersion: Map<string, Map<BuildEventKind, Set<string>>> }>;

/** What the canary cookie's key is derived with, from whichever shared secret there is. */
const CANARY_COOKIE_PURPOSE = 'clinic canary decisions';

/** The build of a remote one request is given. */
export interface ChosenBuild {
  /** As the page names it for the browser (relative ones are on this gateway). */
  manifestUrl: string;
  /** Unknown while no build of the remote has passed its checks. */
  version?: string;
  /** The build's browser entry, once it has passed its checks; until then browsers read the manifest. */
  entryUrl?: string;
  /**
   * The entry's Subresource Integrity value, the build's id (under which its files' hashes are served), and
   * those hashes, by file name, for the stylesheets a page links itself.
   */
  integrity?: { entry: string; buildId: string; files: Record<string, string> };
  /** The server's loaded build; without one the remote is rendered in the browser. */
  loaded?: LoadedBuild;
  /** A registered remote's build: the open slots it fills on the page, with the module it exposes for each. */
  slots?: Record<string, string>;
  /** The contract version the build was made against, as its manifest records it. */
  contract?: string;
  /** The visitor, as the remote's running canary decided them (in or out). */
  visitor?: CanaryVisitor;
}

export interface RemoteChoice {
  builds: Record<RemoteName, ChosenBuild>;
  /** Whether the visitor gets a canary build of any remote: their pages are not for shared caches. */
  inCanary: boolean;
  /** A `mf-canary` cookie value to set (the visitor's canary decisions changed). */
  canaryCookie?: string;
  /** Whether a preview link's build is among them: the page is the visitor's alone and never stored. */
  inPreview?: boolean;
}

export interface RemoteReleasesOptions {
  registry: ReleaseRegistry;
  /** `REMOTE_*_URL`: what of each platform remote is live while nothing has been promoted (a registered remote has none). */
  defaults: Record<string, string>;
  fetch: RemoteFetch;
  host: FederationHost;
  siteOrigin?: string;
  /** Loads builds for server rendering; without it (no server build of the shell) builds are only checked. */
  renderer?: Pick<ServerRenderer, 'load' | 'unload'>;
  /**
   * Renders each module the shell takes from a build, as a release command's check does, before it is loaded
   * for visitors: the reasons to refuse it (none: it renders). Run for a changed build found at a URL in
   * service, which no command checked.
   */
  checkRenders?: (build: RemoteBuild) => Promise<string[]>;
  /** Tokens, replica reports, build health and the preview key, shared by every replica. */
  store?: ReleaseStore;
  /**
   * The secret every replica shares (REPORT_TOKEN_SECRET) that visitors' canary cookies are signed with;
   * without it they are signed with a key made from the store's preview key, shared too, and until the
   * store answers with one of this process's own (a visitor another replica decided is then decided again).
   */
  canaryCookieSecret?: string;
  /** This replica's name in `status` (host and port). */
  replica?: string;
  pollMs: number;
  /** How long a replaced build stays loaded, for the renders that chose it just before. */
  retireAfterMs: number;
  logger: ReleaseLog;
  /** Loads of a build for the renderers, each in a span of the process's traces. */
  traced?: Traced;
  random?: () => number;
  now?: () => number;
  /** Told when the build of a remote that visitors get changes (a release, a canary started or ended), after the first round. */
  onRelease?: (remote: RemoteName) => void;
}

const key = (url: string, buildId: string) => `${url}\n${buildId}`;

/** What the gateway records as the actor of the lines it writes itself. */
const GATEWAY_ACTOR = 'gateway';
const ANALYSIS_ACTOR = 'canary analysis';

/**
 * Which build of each remote visitors get, kept current in the background: the registry (promote,
 * rollback, canary) and the manifests of the builds in use (a build replaced at the same URL) are read
 * every `pollMs`; a new build is checked and loaded before any visitor gets it, and one that fails keeps
 * the last good build in place (one warning, one count). Nothing here runs on a visitor's request but
 * `choose`, which reads memory.
 */
export class RemoteReleases {
  private readonly remotes = new Map<RemoteName, RemoteState>();
  /** The open slots each registered remote may fill, in the order they were registered. */
  private registrations: RegisteredRemote[] = [];
  private readonly refused = new Set<string>();
  private readonly retiring = new Map<LoadedBuild, { origin?: string; timer: NodeJS.Timeout }>();
  /** The builds this replica served lately, by id, newest last, for the hashes of their files. */
  private readonly servedBuilds = new Map<string, CheckedBuild>();
  private seenEvent = -1;
  private started = false;
  private readonly registry = lastingCondition({
    starts: (error) =>
      this.log.warn({ reason: shortReason(error) }, 'release registry unreadable: keeping the builds in place'),
    ends: () => this.log.info('release registry readable again'),
  });
  private readonly reporting = lastingCondition({
    starts: (error) => this.log.warn({ reason: shortReason(error) }, 'could not report the builds this replica serves'),
    ends: () => this.log.info('reporting the builds this replica serves again'),
  });
  /** Manifests that could not be read, by URL: a remote's origin can be down on its own. */
  private readonly manifests = lastingConditions<string, { remote: RemoteName; error: unknown }>({
    starts: (url, { remote, error }) => {
      releaseMetrics.remoteManifestFailures.inc({ remote });
      const reason =
        error instanceof TypeError || (error as Error).name === 'TimeoutError'
          ? fetchFailure(error)
          : String((error as Error).message ?? error);
      this.log.warn({ remote, url, reason }, 'remote manifest unreadable: pages render with the build in place');
    },
    ends: (url, { remote }) => this.log.info({ remote, url }, 'remote manifest readable again'),
  });
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private round: Promise<void> | undefined;
  private readonly log: ReleaseLog;
  private readonly pendingHealth: PendingHealth = new Map();
  private previewKey: string | undefined;
  private canaryKey: Buffer;
  private readonly canaryCookies = new CanaryCookies(() => this.canaryKey);
  private readonly now: () => number;

  constructor(private readonly options: RemoteReleasesOptions) {
    this.log = options.logger.child({ module: 'releases' });
    this.now = options.now ?? Date.now;
    this.canaryKey = options.canaryCookieSecret
      ? keyFor(options.canaryCookieSecret, CANARY_COOKIE_PURPOSE)
      : randomBytes(32);
    for (const remote of PLATFORM_REMOTES) this.addRemote(remote);
  }

  private addRemote(remote: RemoteName): RemoteState {
    const state: RemoteState = {
      previews: new Map(),
      wanted: { live: { manifestUrl: this.options.defaults[remote] ?? '' }, previews: new Map() },
      latestEvent: 0,
    };
    this.remotes.set(remote, state);
    return state;
  }

  /** The slots a remote fills: a platform remote its own, a registered one those it was registered for. */
  slotsOf(remote: RemoteName): SlotName[] {
    return slotsOfRemote(remote, this.registrations);
  }

  /** The open slots a build fills of those its remote is registered for, with the module it exposes for each. */
  private filledSlots(remote: RemoteName, build: ReadyBuild): Record<string, string> | undefined {
    if (isPlatformRemote(remote)) return undefined;
    const exposes = build.manifest.metaData.slots ?? {};
    return Object.fromEntries(this.slotsOf(remote).flatMap((slot) => (exposes[slot] ? [[slot, exposes[slot]]] : [])));
  }

  /** Whether the site has the remote: a platform one, or one registered in the store (as this replica read it last). */
  has(remote: RemoteName): boolean {
    return this.remotes.has(remote);
  }

  /** The key preview links are signed with, the same on every replica (kept in the shared store). */
  async previewSigningKey(): Promise<string | undefined> {
    if (!this.previewKey && this.options.store)
      this.previewKey = await this.options.store.setting('preview-signing-key', () =>
        randomBytes(32).toString('base64url'),
      );
    if (this.previewKey && !this.options.canaryCookieSecret)
      this.canaryKey = keyFor(this.previewKey, CANARY_COOKIE_PURPOSE);
    return this.previewKey;
  }

  /**
   * A page view or an error of a build, counted toward the automatic canary analysis while a canary of
   * its remote runs (for the canary's build and the live one); added to the shared store each round.
   * Only a visitor the canary decided counts, only for the build it gave them (a report naming the other
   * build is not theirs to make), and once a step for each kind of event, however often they send it.
   */
  recordEvent({ remote, version, kind, visitor }: BuildEvent): void {
    const state = this.remotes.get(remote);
    const canary = state?.wanted.canary;
    if (!state?.canary || !canary?.plan || !visitor || visitor.canary !== state.canary.id) return;
    if (version !== (visitor.inCanary ? canary.version : state.live?.version)) return;
    let pending = this.pendingHealth.get(remote);
    if (!pending || pending.step !== canary.stepEvent) {
      pending = { step: canary.stepEvent, byVersion: new Map() };
      this.pendingHealth.set(remote, pending);
    }
    const byKind = pending.byVersion.get(version) ?? new Map<BuildEventKind, Set<string>>();
    byKind.set(kind, (byKind.get(kind) ?? new Set()).add(visitor.visitor));
    pending.byVersion.set(version, byKind);
  }

  /** The visitor a request's canary cookie names for `remote`'s running canary: none unless the gateway signed it. */
  canaryVisitor(cookie: string | undefined, remote: RemoteName): CanaryVisitor | undefined {
    const canary = this.remotes.get(remote)?.canary;
    const known = this.canaryCookies.read(cookie);
    const decided = known?.byRemote.get(remote);
    if (!canary || !known || decided?.id !== canary.id) return undefined;
    return { visitor: known.visitor, canary: canary.id, inCanary: decided.inCanary && canary.percent > 0 };
  }

  /** Reads the registry and loads every build in use, then goes on in the background. */
  async start(): Promise<void> {
    await this.previewSigningKey().catch((error: unknown) =>
      this.log.warn(
        { err: String(error) },
        'no preview signing key yet: preview links are refused until the store answers',
      ),
    );
    await this.sync();
    this.started = true;
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    for (const { timer } of this.retiring.values()) clearTimeout(timer);
  }

  /** One round now (tests, and the rounds of the background loop); a round under way is joined, not doubled. */
  sync(): Promise<void> {
    this.round ??= this.runRound().finally(() => (this.round = undefined));
    return this.round;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.sync().finally(() => this.schedule()), this.options.pollMs);
    this.timer.unref();
  }

  private async runRound(): Promise<void> {
    await this.readRegistry();
    await Promise.all([...this.remotes.keys()].map((remote) => this.follow(remote)));
    await this.report();
    await this.analyseCanaries();
  }

  /** Tells the store which build of each remote this replica serves, for `status`. */
  private async report(): Promise<void> {
    const { store, replica } = this.options;
    if (!store || !replica) return;
    const seenAt = this.now();
    const builds: ReplicaBuild[] = [];
    for (const [remote, state] of this.remotes) {
      const entry = (
        role: ReplicaBuild['role'],
        build: Pick<ReadyBuild, 'manifestUrl' | 'version' | 'buildId' | 'since'>,
      ) => ({
        replica,
        remote,
        role,
        manifestUrl: build.manifestUrl,
        version: build.version,
        buildId: build.buildId,
        since: build.since,
        seenAt,
      });
      if (state.live) builds.push(entry('live', state.live));
      if (state.canary) builds.push(entry('canary', state.canary.build));
      if (state.unserved) builds.push({ ...entry('refused', state.unserved), reason: state.unserved.reason });
    }
    try {
      await store.reportReplica(replica, builds);
      this.reporting.passed();
    } catch (error) {
      this.reporting.failed(error);
    }
  }

  /**
   * Each automatic canary: this replica's counts go to the shared store, then the step is judged on
   * every replica's counts. A worse canary is rolled back, a healthy one moves to its next step once the
   * step has lasted its time (promoted after the last). Every replica judges; the registry records
   * each decision once (`appendAfter`), so they agree.
   */
  private async analyseCanaries(): Promise<void> {
    const { store } = this.options;
    if (!store) return;
    for (const [remote, state] of this.remotes) {
      const pending = this.pendingHealth.get(remote);
      this.pendingHealth.delete(remote);
      try {
        if (pending)
          for (const [version, byKind] of pending.byVersion)
            for (const [kind, visitors] of byKind)
              await store.addVisitors(remote, pending.step, version, kind, [...visitors]);
        const canary = state.wanted.canary;
        if (!canary?.plan || !canary.version) continue;
        const counts = await store.health(remote, canary.stepEvent);
        const decision = judgeCanary({ canary, liveVersion: state.live?.version, counts, now: this.now() });
        if (decision.kind === 'hold') continue;
        const build = {
          manifestUrl: canary.manifestUrl,
          version: canary.version,
          buildId: canary.buildId,
          percent: null,
        };
        const event: NewReleaseEvent =
          decision.kind === 'rollback'
            ? { ...build, remote, action: 'abort', actor: ANALYSIS_ACTOR, note: decision.reason }
            : decision.kind === 'promote'
              ? { ...build, remote, action: 'promote', actor: ANALYSIS_ACTOR, note: decision.reason }
              : {
                  ...build,
                  remote,
                  action: 'canary',
                  percent: decision.percent,
                  plan: canary.plan,
                  actor: ANALYSIS_ACTOR,
                  note: decision.reason,
                };
        const recorded = await this.options.registry.appendAfter(event, state.latestEvent);
        if (!recorded) continue;
        state.latestEvent = recorded.id;
        const fields = { remote, version: canary.version, url: canary.manifestUrl, reason: decision.reason };
        if (decision.kind === 'rollback')
          this.log.error(fields, 'automatic canary rolled back: its error rate is worse than the live build’s');
        else
          this.log.info(
            { ...fields, percent: decision.kind === 'step' ? decision.percent : 100 },
            decision.kind === 'promote' ? 'automatic canary promoted' : 'automatic canary moved to its next step',
          );
      } catch (error) {
        this.log.warn(
          { remote, err: String(error) },
          'canary analysis could not read or write the store: the canary holds its step',
        );
      }
    }
    // A decision is followed in the same round, not one poll later.
    if ([...this.remotes.values()].some((state) => state.latestEvent > this.seenEvent))
      await this.readRegistry().then(() => Promise.all([...this.remotes.keys()].map((remote) => this.follow(remote))));
  }

  private async readRegistry(): Promise<void> {
    try {
      const latest = await this.options.registry.latestId();
      const registered = await this.readRegistrations();
      if (latest !== this.seenEvent || registered) {
        const events = await this.options.registry.events();
        for (const remote of this.remotes.keys()) {
          const replayed = replay(remote, this.options.defaults[remote] ?? '', events);
          const state = this.remotes.get(remote)!;
          state.wanted = { live: replayed.live, canary: replayed.canary, previews: replayed.previews };
          state.latestEvent = replayed.latestEvent;
        }
        this.seenEvent = latest;
      }
      this.registry.passed();
    } catch (error) {
      // The builds in place stay; the next round asks again.
      this.registry.failed(error);
    }
  }

  /** Adds the remotes registered since the last round; answers whether there were any. */
  private async readRegistrations(): Promise<boolean> {
    const { store } = this.options;
    if (!store) return false;
    this.registrations = await store.registeredRemotes();
    let added = false;
    for (const { remote } of this.registrations)
      if (!this.remotes.has(remote)) {
        this.addRemote(remote);
        added = true;
      }
    return added;
  }

  private async follow(remote: RemoteName): Promise<void> {
    const state = this.remotes.get(remote)!;
    const { live: oldLive, canary: oldCanary } = state;
    state.live = await this.current(remote, state.wanted.live, state.live);
    if (state.live) state.unserved = undefined;
    const wantedCanary = state.wanted.canary;
    const canary = wantedCanary ? await this.current(remote, wantedCanary, state.canary?.build) : undefined;
    state.canary =
      canary && wantedCanary
        ? { build: canary, percent: wantedCanary.percent, id: canaryId(canary.manifestUrl, canary.buildId) }
        : undefined;
    const oldPreviews = [...state.previews.values()];
    const previews = new Map<string, ReadyBuild>();
    for (const [buildId, pointer] of state.wanted.previews) {
      // A link that ended (or was revoked) takes its build out of service here: it is unloaded, and its origin leaves the CSP.
      if (pointer.expiresAt <= this.now()) continue;
      const preview = await this.current(remote, pointer, state.previews.get(buildId));
      if (preview?.buildId === buildId) previews.set(buildId, preview);
    }
    state.previews = previews;
    this.retire(oldLive);
    this.retire(oldCanary?.build);
    for (const preview of oldPreviews) this.retire(preview);
    const changed =
      state.live !== oldLive ||
      state.canary?.build !== oldCanary?.build ||
      state.canary?.percent !== oldCanary?.percent;
    if (changed && this.started) this.options.onRelease?.(remote);
    this.publish();
  }

  /**
   * The build to serve for `wanted`: the one in place while its manifest still names it, or a new one
   * that passed its checks and loaded; otherwise the one in place (the last good build).
   */
  private async current(
    remote: RemoteName,
    wanted: BuildPointer,
    inPlace: ReadyBuild | undefined,
  ): Promise<ReadyBuild | undefined> {
    // A registered remote nothing was promoted for has no build: its slots render nothing.
    if (!wanted.manifestUrl) return undefined;
    const identity = await this.manifestIdentity(remote, wanted.manifestUrl);
    if (identity === undefined) return inPlace;
    const { version, buildId } = identity;
    if (inPlace && inPlace.manifestUrl === wanted.manifestUrl && inPlace.buildId === buildId) return inPlace;
    if (this.refused.has(key(wanted.manifestUrl, buildId))) return inPlace;
    const checked = await checkRelease({
      remote,
      slots: this.slotsOf(remote),
      manifestUrl: wanted.manifestUrl,
      fetch: this.options.fetch,
      host: this.options.host,
      siteOrigin: this.options.siteOrigin,
    }).catch((error: unknown) => ({ ok: false as const, reason: String(error) }));
    if (!checked.ok) return this.refuse(remote, wanted.manifestUrl, version, buildId, checked.reason, inPlace);
    const build = buildToRender(checked.build);
    try {
      // A release command checked the renders of the build it recorded; a changed build at a URL in service (or
      // at a default URL once one is served) reached no command, so it is checked here before anyone gets it.
      const checkedByCommand =
        wanted.buildId !== undefined ? wanted.buildId === checked.build.buildId : inPlace === undefined;
      const problems =
        this.options.renderer && !checkedByCommand ? ((await this.options.checkRenders?.(build)) ?? []) : [];
      if (problems.length) return this.refuse(remote, wanted.manifestUrl, version, buildId, problems[0]!, inPlace);
      const load = () => this.options.renderer?.load(build);
      const spanned = { 'mf.remote': remote, 'mf.version': version, 'url.full': wanted.manifestUrl };
      const loaded = await (this.options.traced ? this.options.traced('mf.load_remote', spanned, load) : load());
      this.log.info(
        { remote, url: wanted.manifestUrl, version, build: checked.build.buildId, from: inPlace?.version },
        'remote build in service',
      );
      if (wanted.buildId && wanted.buildId !== checked.build.buildId)
        await this.recordRedeploy(remote, checked.build, inPlace);
      this.servedBuilds.delete(checked.build.buildId);
      this.servedBuilds.set(checked.build.buildId, checked.build);
      for (const old of this.servedBuilds.keys()) {
        if (this.servedBuilds.size <= SERVED_BUILDS_KEPT) break;
        this.servedBuilds.delete(old);
      }
      return { ...checked.build, loaded, since: this.now() };
    } catch (error) {
      return this.refuse(
        remote,
        wanted.manifestUrl,
        version,
        buildId,
        `its server code does not load: ${(error as Error).message}`,
        inPlace,
      );
    }
  }

  /** A changed build found at a URL in service is a release of its own: recorded once, whichever replica saw it first. */
  private async recordRedeploy(
    remote: RemoteName,
    build: CheckedBuild,
    inPlace: ReadyBuild | undefined,
  ): Promise<void> {
    const state = this.remotes.get(remote)!;
    const reused = inPlace?.version === build.version;
    if (reused)
      this.log.warn(
        { remote, url: build.manifestUrl, version: build.version, build: build.buildId, was: inPlace?.buildId },
        'a changed build reuses the version of the build it replaced',
      );
    const note = `a changed build at the same URL${reused ? `, reusing version ${build.version}` : ''}`;
    const event: NewReleaseEvent = {
      remote,
      action: 'redeploy',
      manifestUrl: build.manifestUrl,
      version: build.version,
      buildId: build.buildId,
      percent: null,
      actor: GATEWAY_ACTOR,
      note,
    };
    const recorded = await this.options.registry.appendAfter(event, state.latestEvent).catch(() => undefined);
    if (recorded) state.latestEvent = recorded.id;
  }

  private refuse(
    remote: RemoteName,
    url: string,
    version: string,
    buildId: string,
    reason: string,
    inPlace: ReadyBuild | undefined,
  ): ReadyBuild | undefined {
    this.refused.add(key(url, buildId));
    releaseMetrics.remoteReleasesRefused.inc({ remote });
    const state = this.remotes.get(remote)!;
    if (inPlace || state.wanted.live.manifestUrl !== url) {
      this.log.warn(
        { remote, url, version, reason, kept: inPlace?.version },
        'remote build refused: the last good build stays in service',
      );
      return inPlace;
    }
    // Nothing of the remote in service (a start with a shell that does not accept its live build): the rest of the
    // site goes on without it on the server, and the operator hears it once, here, in status and in the metrics.
    state.unserved = { manifestUrl: url, version, buildId, reason, since: this.now() };
    this.log.error(
      { remote, url, version, reason },
      'the live build of a remote is refused: this replica renders none of it on the server',
    );
    return undefined;
  }

  /** The version and identity of the build a manifest names now, or undefined (one warning while it cannot be read). */
  private async manifestIdentity(
    remote: RemoteName,
    url: string,
  ): Promise<{ version: string; buildId: string } | undefined> {
    try {
      const response = await this.options.fetch(serverRemoteUrl(url));
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const text = await response.text();
      const version = (JSON.parse(text) as { metaData?: { buildInfo?: { buildVersion?: unknown } } }).metaData
        ?.buildInfo?.buildVersion;
      if (typeof version !== 'string' || !version)
        throw new Error('names no build version (metaData.buildInfo.buildVersion)');
      this.manifests.passed(url);
      return { version, buildId: buildIdOf(text) };
    } catch (error) {
      this.manifests.failed(url, { remote, error });
      return undefined;
    }
  }

  private inService(loaded: LoadedBuild): boolean {
    return [...this.remotes.values()].some(
      (state) =>
        state.live?.loaded === loaded ||
        state.canary?.build.loaded === loaded ||
        [...state.previews.values()].some((preview) => preview.loaded === loaded),
    );
  }

  /** Unloads a build no longer in service once the renders that may have chosen it are over. */
  private retire(old: ReadyBuild | undefined): void {
    const loaded = old?.loaded;
    if (!loaded || this.inService(loaded) || this.retiring.has(loaded)) return;
    const timer = setTimeout(() => {
      this.retiring.delete(loaded);
      // Taken back into service meanwhile (a rollback within the grace time): keep it.
      if (!this.inService(loaded)) this.options.renderer?.unload(loaded);
    }, this.options.retireAfterMs);
    timer.unref();
    this.retiring.set(loaded, { origin: originOf(old.manifestUrl), timer });
  }

  /** The builds in service, as a gauge an operator can watch a release on. */
  private publish(): void {
    releaseMetrics.remoteBuildRefused.reset();
    for (const [remote, { unserved }] of this.remotes)
      if (unserved) releaseMetrics.remoteBuildRefused.set({ remote, version: unserved.version }, 1);
    releaseMetrics.remoteBuild.reset();
    for (const [remote, { live, canary }] of this.remotes) {
      if (live)
        releaseMetrics.remoteBuild.set({ remote, role: 'live', version: live.version }, 100 - (canary?.percent ?? 0));
      if (canary)
        releaseMetrics.remoteBuild.set({ remote, role: 'canary', version: canary.build.version }, canary.percent);
    }
  }

  /**
   * The builds this visitor gets: the live ones, a running canary's build where the visitor's decision
   * says so, and the build of a preview link the visitor opened (checked and loaded here too).
   */
  choose(
    canaryCookie: string | undefined,
    { canaries: withCanaries = true, previewToken }: { canaries?: boolean; previewToken?: string } = {},
  ): RemoteChoice {
    const canaries: Canary[] = [];
    for (const [remote, state] of this.remotes)
      if (state.canary && withCanaries) canaries.push({ remote, id: state.canary.id, percent: state.canary.percent });
    const decision = decideCanaries(canaries, this.canaryCookies.read(canaryCookie), this.options.random);
    const preview =
      previewToken && this.previewKey ? readPreviewToken(this.previewKey, previewToken, this.now()) : undefined;
    const previewBuild = preview && this.remotes.get(preview.remote)?.previews.get(preview.buildId);
    const builds = {} as Record<RemoteName, ChosenBuild>;
    for (const [remote, state] of this.remotes) {
      const build =
        previewBuild && preview.remote === remote
          ? previewBuild
          : decision.inCanary.has(remote)
            ? state.canary?.build
            : state.live;
      const visitor =
        state.canary && withCanaries && build !== previewBuild
          ? { visitor: decision.visitor, canary: state.canary.id, inCanary: decision.inCanary.has(remote) }
          : undefined;
      if (!build && !state.wanted.live.manifestUrl) continue;
      builds[remote] = build
        ? {
            manifestUrl: build.manifestUrl,
            version: build.version,
            entryUrl: build.entryUrl,
            integrity: { entry: build.entryIntegrity, buildId: build.buildId, files: build.fileIntegrity },
            loaded: build.loaded,
            slots: this.filledSlots(remote, build),
            contract: build.manifest.metaData.contract?.version,
            ...(visitor && { visitor }),
          }
        : { manifestUrl: state.wanted.live.manifestUrl };
    }
    return {
      builds,
      inCanary: decision.inCanary.size > 0 || Boolean(previewBuild),
      canaryCookie: decision.changed ? this.canaryCookies.write(decision) : undefined,
      inPreview: Boolean(previewBuild),
    };
  }

  /**
   * The hashes of the browser files of a build this replica served (live, canary or under a preview link,
   * now or lately: a page rendered just before a release still loads its build); undefined for any other.
   */
  fileIntegrity(buildId: string): RemoteFileIntegrity | undefined {
    const build = this.servedBuilds.get(buildId);
    if (!build) return undefined;
    // As the page names the build: a gateway's own build by its path, which each page resolves on its own origin.
    const base = new URL(manifestBase(new URL(build.manifestUrl, PAGE_ORIGIN).href, build.manifest));
    return { base: base.origin === PAGE_ORIGIN ? base.pathname : base.href, files: build.fileIntegrity };
  }

  /** The live build of each remote, as a visitor outside every canary gets it. */
  liveBuilds(): Record<RemoteName, ChosenBuild> {
    return this.choose(undefined, { canaries: false }).builds;
  }

  /** Origins of every build a page may load (live, canary, and those just replaced), for the page's CSP. */
  origins(): string[] {
    const origins = new Set<string>();
    for (const { live, canary, wanted, previews } of this.remotes.values()) {
      for (const url of [
        live?.manifestUrl,
        canary?.build.manifestUrl,
        wanted.live.manifestUrl,
        ...[...previews.values()].map((preview) => preview.manifestUrl),
      ]) {
        const origin = url && originOf(url);
        if (origin) origins.add(origin);
      }
    }
    for (const { origin } of this.retiring.values()) if (origin) origins.add(origin);
    return [...origins].sort();
  }
}

function originOf(url: string): string | undefined {
  return isOwnRemoteUrl(url) ? undefined : new URL(url).origin;
}
