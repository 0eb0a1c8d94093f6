import type { FederationHost } from '@clinic/contracts/federation-host';
import { REMOTE_NAMES, type RemoteName } from '@clinic/contracts/runtime-config';
import type { LoadedBuild, ServerRenderer } from '@clinic/contracts/server-render';
import type { Logger } from '../logger.ts';
import { metrics } from '../metrics.ts';
import { withSpan } from '../telemetry/tracing.ts';
import { canaryId, decideCanaries, type Canary } from './canary-cookie.ts';
import { checkRelease, fetchFailure, type CheckedBuild } from './release-check.ts';
import { replay, type BuildPointer, type ReleaseRegistry } from './release-registry.ts';
import { isOwnRemoteUrl, serverRemoteUrl, type RemoteFetch } from './remote-files.ts';

/** A build that passed its checks (and, with a server renderer, loaded): what visitors can be given. */
interface ReadyBuild extends CheckedBuild {
  loaded?: LoadedBuild;
}

interface Slot {
  live?: ReadyBuild;
  canary?: { build: ReadyBuild; percent: number; id: string };
  /** What the registry says should be live and canary. */
  wanted: { live: BuildPointer; canary?: BuildPointer & { percent: number } };
}

/** The build of a remote one request is given. */
export interface ChosenBuild {
  /** As the page names it for the browser (relative ones are on this gateway). */
  manifestUrl: string;
  /** Unknown while no build of the remote has passed its checks. */
  version?: string;
  /** The server's loaded build; without one the remote is rendered in the browser. */
  loaded?: LoadedBuild;
}

export interface RemoteChoice {
  builds: Record<RemoteName, ChosenBuild>;
  /** Whether the visitor gets a canary build of any remote: their pages are not for shared caches. */
  inCanary: boolean;
  /** A `mf-canary` cookie value to set (the visitor's canary decisions changed). */
  canaryCookie?: string;
}

export interface RemoteReleasesOptions {
  registry: ReleaseRegistry;
  /** `REMOTE_*_URL`: what is live while nothing has been promoted. */
  defaults: Record<RemoteName, string>;
  fetch: RemoteFetch;
  host: FederationHost;
  siteOrigin?: string;
  /** Loads builds for server rendering; without it (no server build of the shell) builds are only checked. */
  renderer?: Pick<ServerRenderer, 'load' | 'unload'>;
  pollMs: number;
  /** How long a replaced build stays loaded, for the renders that chose it just before. */
  retireAfterMs: number;
  logger: Logger;
  random?: () => number;
  /** Told when the build of a remote that visitors get changes (a release, a canary started or ended), after the first round. */
  onRelease?: (remote: RemoteName) => void;
}

const key = (url: string, version: string) => `${url}\n${version}`;

/**
 * Which build of each remote visitors get, kept current in the background: the registry (promote,
 * rollback, canary) and the manifests of the builds in use (a build replaced at the same URL) are read
 * every `pollMs`; a new build is checked and loaded before any visitor gets it, and one that fails keeps
 * the last good build in place (one warning, one count). Nothing here runs on a visitor's request but
 * `choose`, which reads memory.
 */
export class RemoteReleases {
  private readonly slots = new Map<RemoteName, Slot>();
  private readonly refused = new Set<string>();
  private readonly unreachable = new Set<string>();
  private readonly retiring = new Map<LoadedBuild, { origin?: string; timer: NodeJS.Timeout }>();
  private seenEvent = -1;
  private started = false;
  private registryDown = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private round: Promise<void> | undefined;
  private readonly log: Logger;

  constructor(private readonly options: RemoteReleasesOptions) {
    this.log = options.logger.child({ module: 'releases' });
    for (const remote of REMOTE_NAMES) this.slots.set(remote, { wanted: { live: { manifestUrl: options.defaults[remote] } } });
  }

  /** Reads the registry and loads every build in use, then goes on in the background. */
  async start(): Promise<void> {
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
    await Promise.all(REMOTE_NAMES.map((remote) => this.follow(remote)));
  }

  private async readRegistry(): Promise<void> {
    try {
      const latest = await this.options.registry.latestId();
      if (latest !== this.seenEvent) {
        const events = await this.options.registry.events();
        for (const remote of REMOTE_NAMES) {
          const state = replay(remote, this.options.defaults[remote], events);
          this.slots.get(remote)!.wanted = { live: state.live, canary: state.canary };
        }
        this.seenEvent = latest;
      }
      if (this.registryDown) this.log.info('release registry readable again');
      this.registryDown = false;
    } catch (error) {
      // The builds in place stay; the next round asks again.
      if (!this.registryDown) this.log.warn({ err: String(error) }, 'release registry unreadable: keeping the builds in place');
      this.registryDown = true;
    }
  }

  private async follow(remote: RemoteName): Promise<void> {
    const slot = this.slots.get(remote)!;
    const { live: oldLive, canary: oldCanary } = slot;
    slot.live = await this.current(remote, slot.wanted.live, slot.live);
    const wantedCanary = slot.wanted.canary;
    const canary = wantedCanary ? await this.current(remote, wantedCanary, slot.canary?.build) : undefined;
    slot.canary = canary && wantedCanary ? { build: canary, percent: wantedCanary.percent, id: canaryId(canary.manifestUrl, canary.version) } : undefined;
    this.retire(oldLive);
    this.retire(oldCanary?.build);
    const changed = slot.live !== oldLive || slot.canary?.build !== oldCanary?.build || slot.canary?.percent !== oldCanary?.percent;
    if (changed && this.started) this.options.onRelease?.(remote);
    this.publish();
  }

  /**
   * The build to serve for `wanted`: the one in place while its manifest still names it, or a new one
   * that passed its checks and loaded; otherwise the one in place (the last good build).
   */
  private async current(remote: RemoteName, wanted: BuildPointer, inPlace: ReadyBuild | undefined): Promise<ReadyBuild | undefined> {
    const version = await this.manifestVersion(remote, wanted.manifestUrl);
    if (version === undefined) return inPlace;
    if (inPlace && inPlace.manifestUrl === wanted.manifestUrl && inPlace.version === version) return inPlace;
    if (this.refused.has(key(wanted.manifestUrl, version))) return inPlace;
    const checked = await checkRelease({ remote, manifestUrl: wanted.manifestUrl, fetch: this.options.fetch, host: this.options.host, siteOrigin: this.options.siteOrigin }).catch(
      (error: unknown) => ({ ok: false as const, reason: String(error) }),
    );
    if (!checked.ok) return this.refuse(remote, wanted.manifestUrl, version, checked.reason, inPlace);
    try {
      const loaded = await withSpan('mf.load_remote', { 'mf.remote': remote, 'mf.version': version, 'url.full': wanted.manifestUrl }, () =>
        this.options.renderer?.load({ remote, manifestUrl: checked.build.serverManifestUrl, manifest: checked.build.manifest }),
      );
      this.log.info({ remote, url: wanted.manifestUrl, version, from: inPlace?.version }, 'remote build in service');
      return { ...checked.build, loaded };
    } catch (error) {
      return this.refuse(remote, wanted.manifestUrl, version, `its server code does not load: ${(error as Error).message}`, inPlace);
    }
  }

  private refuse(remote: RemoteName, url: string, version: string, reason: string, inPlace: ReadyBuild | undefined): ReadyBuild | undefined {
    this.refused.add(key(url, version));
    metrics.remoteReleasesRefused.inc({ remote });
    this.log.warn({ remote, url, version, reason, kept: inPlace?.version }, 'remote build refused: the last good build stays in service');
    return inPlace;
  }

  /** The version a manifest names now, or undefined (one warning while it cannot be read). */
  private async manifestVersion(remote: RemoteName, url: string): Promise<string | undefined> {
    try {
      const response = await this.options.fetch(serverRemoteUrl(url));
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const version = ((await response.json()) as { metaData?: { buildInfo?: { buildVersion?: unknown } } }).metaData?.buildInfo?.buildVersion;
      if (typeof version !== 'string' || !version) throw new Error('names no build version (metaData.buildInfo.buildVersion)');
      if (this.unreachable.delete(url)) this.log.info({ remote, url }, 'remote manifest readable again');
      return version;
    } catch (error) {
      if (!this.unreachable.has(url)) {
        this.unreachable.add(url);
        metrics.remoteManifestFailures.inc({ remote });
        const reason = error instanceof TypeError || (error as Error).name === 'TimeoutError' ? fetchFailure(error) : String((error as Error).message ?? error);
        this.log.warn({ remote, url, reason }, 'remote manifest unreadable: pages render with the build in place');
      }
      return undefined;
    }
  }

  private inService(loaded: LoadedBuild): boolean {
    return [...this.slots.values()].some((slot) => slot.live?.loaded === loaded || slot.canary?.build.loaded === loaded);
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
    metrics.remoteBuild.reset();
    for (const [remote, { live, canary }] of this.slots) {
      if (live) metrics.remoteBuild.set({ remote, role: 'live', version: live.version }, 100 - (canary?.percent ?? 0));
      if (canary) metrics.remoteBuild.set({ remote, role: 'canary', version: canary.build.version }, canary.percent);
    }
  }

  /** The builds this visitor gets: the live ones, and a running canary's build where the visitor's decision says so. */
  choose(canaryCookie: string | undefined, { canaries: withCanaries = true } = {}): RemoteChoice {
    const canaries: Canary[] = [];
    for (const [remote, slot] of this.slots) if (slot.canary && withCanaries) canaries.push({ remote, id: slot.canary.id, percent: slot.canary.percent });
    const decision = decideCanaries(canaries, canaryCookie, this.options.random);
    const builds = {} as Record<RemoteName, ChosenBuild>;
    for (const [remote, slot] of this.slots) {
      const build = decision.inCanary.has(remote) ? slot.canary?.build : slot.live;
      builds[remote] = build ? { manifestUrl: build.manifestUrl, version: build.version, loaded: build.loaded } : { manifestUrl: slot.wanted.live.manifestUrl };
    }
    return { builds, inCanary: decision.inCanary.size > 0, canaryCookie: decision.cookie };
  }

  /** The live build of each remote, as a visitor outside every canary gets it. */
  liveBuilds(): Record<RemoteName, ChosenBuild> {
    return this.choose(undefined, { canaries: false }).builds;
  }

  /** Origins of every build a page may load (live, canary, and those just replaced), for the page's CSP. */
  origins(): string[] {
    const origins = new Set<string>();
    for (const { live, canary, wanted } of this.slots.values()) {
      for (const url of [live?.manifestUrl, canary?.build.manifestUrl, wanted.live.manifestUrl]) {
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
