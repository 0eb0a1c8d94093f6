import type { ServerRenderer } from '@clinic/contracts/server-render';
import type { RemoteName } from '@clinic/contracts/runtime-config';
import type { GatewayConfig } from '../config/config.ts';
import type { Logger } from '../logger.ts';
import { loadShellRenderer } from './server-pages.ts';
import type { ReleaseRegistry } from '../releases/release-registry.ts';
import { RemoteReleases } from '../releases/remote-releases.ts';
import { remoteFiles } from '../releases/remote-files.ts';
import { readFederationHost } from '../releases/federation-host-file.ts';

export interface PageRendering {
  renderer: ServerRenderer | undefined;
  releases: RemoteReleases;
}

/** The shell's server renderer and the release manager that gives it the builds to render with. */
export function createPageRendering({ config, logger, registry, onRelease }: { config: GatewayConfig; logger: Logger; registry: ReleaseRegistry; onRelease?: (remote: RemoteName) => void }): PageRendering {
  const fetch = remoteFiles({ appsDir: config.appsDir, timeoutMs: config.remoteFetchTimeoutMs });
  const renderer = loadShellRenderer({ shellDistDir: config.shellDistDir, fetch, logger });
  const releases = new RemoteReleases({
    registry,
    defaults: config.remotes,
    fetch,
    host: readFederationHost(config.shellDistDir, logger),
    siteOrigin: config.publicUrl && new URL(config.publicUrl).origin,
    renderer,
    pollMs: config.ssr.remotePollMs,
    // A render that chose a build finishes (or is aborted) within its time-out; the old build stays that long.
    retireAfterMs: 2 * config.ssr.timeoutMs + 1_000,
    logger,
    onRelease,
  });
  return { renderer, releases };
}
