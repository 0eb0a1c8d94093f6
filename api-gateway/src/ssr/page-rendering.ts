import { hostname } from 'node:os';
import type { FederationHost } from '@clinic/contracts/federation-host';
import type { ServerRenderer } from '@clinic/contracts/server-render';
import type { ContentLoader } from '@clinic/contracts/content/operations';
import type { RemoteName } from '@clinic/contracts/runtime-config';
import type { GatewayConfig } from '../config/config.ts';
import type { Logger } from '../logger.ts';
import { loadShellRenderer } from './server-pages.ts';
import type { ReleaseRegistry } from '../releases/release-registry.ts';
import { RemoteReleases } from '../releases/remote-releases.ts';
import { holdingTeamOrigins, remoteFiles, type RemoteFetch } from '../releases/remote-files.ts';
import { registeredOrigins, type ReleaseStore } from '../releases/release-store.ts';
import { readFederationHost } from '../releases/federation-host-file.ts';
import { renderProblems, renderVerifier } from '../releases/render-check.ts';
import type { RemotesCommandContext } from '../releases/remotes-command.ts';
import type { ContentSource } from '../content/source.ts';

export interface PageRendering {
  renderer: ServerRenderer | undefined;
  releases: RemoteReleases;
  /** What the release API checks builds and records releases with. */
  registry: ReleaseRegistry;
  store: ReleaseStore;
  fetch: RemoteFetch;
  host: FederationHost;
  /** A release command's render check of a build, with the gateway's content (none without a server build). */
  verify?: RemotesCommandContext['verify'];
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

/** The shell's server renderer and the release manager that gives it the builds to render with. */
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
  const renderer = loadShellRenderer({ shellDistDir: config.shellDistDir, fetch, logger });
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
    checkRenders: renderer && renderProblems(renderer, loader),
    pollMs: config.ssr.remotePollMs,
    // A render that chose a build finishes (or is aborted) within its time-out; the old build stays that long.
    retireAfterMs: 2 * config.ssr.timeoutMs + 1_000,
    logger,
    onRelease,
  });
  return { renderer, releases, registry, store, fetch, host, verify: renderer && renderVerifier(renderer, loader) };
}
