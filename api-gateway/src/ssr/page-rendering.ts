import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import type { FederationHost } from '@clinic/contracts/federation-host';
import type { ContentLoader } from '@clinic/contracts/content/operations';
import type { RemoteName } from '@clinic/contracts/runtime-config';
import type { ReleaseRegistry } from '@clinic/releases/release-registry';
import { RemoteReleases } from '@clinic/releases/remote-releases';
import { holdingTeamOrigins, remoteFiles, type RemoteFetch } from '@clinic/releases/remote-files';
import { registeredOrigins, type ReleaseStore } from '@clinic/releases/release-store';
import { readFederationHost } from '@clinic/releases/federation-host-file';
import { renderVerifier } from '@clinic/releases/render-check';
import type { RemotesCommandContext } from '@clinic/releases/remotes-command';
import { metrics } from '../metrics.ts';
import type { Logger } from '../logger.ts';
import type { GatewayConfig } from '../config/config.ts';
import type { ContentSource } from '../content/source.ts';
import { RendererPool } from '../renderers/renderer-pool.ts';
import { withSpan } from '../telemetry/tracing.ts';

export interface PageRendering {
  /** The renderer processes; none without a server build of the shell (pages are then rendered in the browser). */
  renderer: RendererPool | undefined;
  releases: RemoteReleases;
  /** What the release API checks builds and records releases with. */
  registry: ReleaseRegistry;
  store: ReleaseStore;
  fetch: RemoteFetch;
  host: FederationHost;
  /** A release command's render check of a build, with the gateway's content (none without a server build). */
  verify?: RemotesCommandContext['verify'];
  /** Stops the releases' polling and every renderer. */
  close(): void;
}

interface PageRenderingOptions {
  config: GatewayConfig;
  logger: Logger;
  registry: ReleaseRegistry;
  store: ReleaseStore;
  /** The gateway's content, which builds are rendered with when they are checked. */
  content: ContentSource;
  onRelease?: (remote: RemoteName) => void;
}

/** The shell's server bundle, beside its browser build. */
export function shellServerEntry(shellDistDir: string): string {
  return path.join(shellDistDir, 'ssr', 'main.cjs');
}

/** The renderer processes and the release manager that gives them the builds to render with. */
export function createPageRendering({
  config,
  logger,
  registry,
  store,
  content,
  onRelease,
}: PageRenderingOptions): PageRendering {
  const fetch = holdingTeamOrigins(
    remoteFiles({
      appsDir: config.appsDir,
      timeoutMs: config.remoteFetchTimeoutMs,
      maxBytes: config.remoteFetchMaxBytes,
    }),
    registeredOrigins(store, config.ssr.remotePollMs),
  );
  const entry = shellServerEntry(config.shellDistDir);
  const renderer = existsSync(entry)
    ? new RendererPool({
        settings: config.renderers,
        shellServerEntry: entry,
        fetch,
        logger,
        reportRemoteFailure: (remote) => metrics.remoteLoadFailures.inc({ remote, side: 'server' }),
      })
    : undefined;
  if (!renderer) logger.warn({ entry }, 'no server build of the shell: pages are rendered in the browser only');
  const host = readFederationHost(config.shellDistDir, logger, renderer !== undefined);
  const loader: ContentLoader = (locale, operation, query) => content.get(locale, operation, query);
  const releases = new RemoteReleases({
    registry,
    store,
    canaryCookieSecret: config.reportTokenSecret,
    // A pod's name in a cluster; a process of its own on one machine.
    replica: `${hostname()}/${process.pid}`,
    defaults: config.remotes,
    fetch,
    host,
    siteOrigin: config.publicUrl && new URL(config.publicUrl).origin,
    renderer,
    checkRenders: renderer && ((build) => renderer.check(build, loader)),
    pollMs: config.ssr.remotePollMs,
    // A render that chose a build finishes (or is aborted) within its time-out; the old build stays that long.
    retireAfterMs: 2 * config.renderers.timeoutMs + 1_000,
    logger,
    traced: withSpan,
    onRelease,
  });
  return {
    renderer,
    releases,
    registry,
    store,
    fetch,
    host,
    verify: renderer && renderVerifier(renderer, loader),
    close() {
      releases.stop();
      renderer?.close();
    },
  };
}
