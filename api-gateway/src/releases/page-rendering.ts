import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FEDERATION_HOST_FILE, type FederationHost } from '@clinic/contracts/federation-host';
import type { ServerRenderer } from '@clinic/contracts/server-render';
import type { GatewayConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import { loadShellRenderer } from '../ssr/server-pages.ts';
import type { ReleaseRegistry } from './release-registry.ts';
import { RemoteReleases } from './remote-releases.ts';
import { remoteFiles } from './remote-files.ts';

/** The shell's side of the release checks, written by its build beside its server bundle. */
export function readFederationHost(shellDistDir: string, logger?: Logger): FederationHost {
  const file = path.join(shellDistDir, 'ssr', FEDERATION_HOST_FILE);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as FederationHost;
  } catch {
    logger?.warn({ file }, 'no federation-host.json beside the shell’s server build: shared versions of remote builds are not checked');
    return { shared: {} };
  }
}

export interface PageRendering {
  renderer: ServerRenderer | undefined;
  releases: RemoteReleases;
}

/** The shell's server renderer and the release manager that gives it the builds to render with. */
export function createPageRendering({ config, logger, registry }: { config: GatewayConfig; logger: Logger; registry: ReleaseRegistry }): PageRendering {
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
  });
  return { renderer, releases };
}
