import type { RemoteName } from '@clinic/contracts/runtime-config';
import { releaseMetrics } from './release-metrics.ts';
import type { CanaryVisitor } from './canary-cookie.ts';

/**
 * What tells how a build of a remote is doing, one event each: a page view that carried the build (on
 * the server, for every remote the page names), its part failing to render on the server, its code
 * failing to load in a browser, and its part throwing in a browser (the shell's error boundary around
 * each remote reports it). Counted in `/metrics` by remote and version, and compared between a canary
 * and the live build by the automatic canary analysis.
 */
export type BuildEventKind = 'page_view' | 'server_render_error' | 'browser_load_failure' | 'browser_render_error';

export interface BuildEvent {
  remote: RemoteName;
  version: string;
  kind: BuildEventKind;
  /** Who had the event, by the signed canary decision of a visitor while a canary of the remote runs. */
  visitor?: CanaryVisitor;
}

export type BuildEventListener = (event: BuildEvent) => void;

/** What a build's version is counted as when it is not known: a report names one no page here carried. */
const UNKNOWN_VERSION = 'unknown';

/** Versions remembered per remote: a browser's report names the version of a page served earlier, perhaps before a release. */
const KNOWN_VERSIONS_PER_REMOTE = 16;

/**
 * Counts the build events in `/metrics` (by remote and version) and tells `listener` of each. A
 * version reported by a browser is input: it is counted as itself only when a page this gateway served
 * named it, as `unknown` otherwise, so no report can grow the metrics' series without bound.
 */
export class BuildHealth {
  private readonly known = new Map<RemoteName, Set<string>>();

  constructor(private readonly listener: BuildEventListener = () => {}) {}

  /** A page was served naming these builds: one page view for each that has a version. */
  pageView(builds: Partial<Record<RemoteName, { version?: string; visitor?: CanaryVisitor }>>): void {
    for (const [remote, build] of Object.entries(builds) as Array<
      [RemoteName, { version?: string; visitor?: CanaryVisitor }]
    >) {
      if (!build.version) continue;
      this.remember(remote, build.version);
      this.count({ remote, version: build.version, kind: 'page_view', visitor: build.visitor });
    }
  }

  serverRenderError(remote: RemoteName, version: string | undefined, visitor?: CanaryVisitor): void {
    this.count({ remote, version: version ?? UNKNOWN_VERSION, kind: 'server_render_error', visitor });
  }

  /** A browser's report of the build it ran: its code failed to load, or its part threw. */
  browserReport(
    kind: 'browser_load_failure' | 'browser_render_error',
    remote: RemoteName,
    reportedVersion: string | undefined,
    visitor?: CanaryVisitor,
  ): void {
    const version = reportedVersion && this.known.get(remote)?.has(reportedVersion) ? reportedVersion : UNKNOWN_VERSION;
    this.count({ remote, version, kind, visitor });
  }

  private remember(remote: RemoteName, version: string): void {
    const versions = this.known.get(remote) ?? new Set<string>();
    if (versions.has(version)) return;
    versions.add(version);
    // The first one in is the oldest: a Set keeps the order versions were added in.
    if (versions.size > KNOWN_VERSIONS_PER_REMOTE) versions.delete(versions.values().next().value!);
    this.known.set(remote, versions);
  }

  private count(event: BuildEvent): void {
    BUILD_EVENT_COUNTERS[event.kind].inc({ remote: event.remote, version: event.version });
    this.listener(event);
  }
}

const BUILD_EVENT_COUNTERS = {
  page_view: releaseMetrics.remotePageViews,
  server_render_error: releaseMetrics.remoteServerRenderErrors,
  browser_load_failure: releaseMetrics.remoteBrowserLoadFailures,
  browser_render_error: releaseMetrics.remoteBrowserRenderErrors,
} satisfies Record<BuildEventKind, unknown>;
