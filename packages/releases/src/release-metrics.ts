import { Counter, Gauge } from 'prom-client';

/** A count of one kind of event of remote builds, by remote and build version (`BuildHealth` counts them). */
const buildCounter = (name: string, help: string) =>
  new Counter({ name, help, labelNames: ['remote', 'version'] as const, registers: [] });

/**
 * The release control plane's Prometheus metrics, in no registry of their own: the process that runs the
 * control plane (the gateway) registers them beside its own and serves them all in one `GET /metrics`.
 */
export const releaseMetrics = {
  remoteManifestFailures: new Counter({
    name: 'gateway_remote_manifest_failures_total',
    help: 'Times a manifest of a build in service became unreadable (counted once until it is readable again), by remote',
    labelNames: ['remote'] as const,
    registers: [],
  }),
  remoteReleasesRefused: new Counter({
    name: 'gateway_remote_releases_refused_total',
    help: 'Builds the gateway refused to serve (a failed release check, or server code that does not load), by remote',
    labelNames: ['remote'] as const,
    registers: [],
  }),
  remoteBuildRefused: new Gauge({
    name: 'gateway_remote_build_refused',
    help: 'A remote whose live build this replica refuses (its shell does not accept it) and serves no build of: 1, by remote and version',
    labelNames: ['remote', 'version'] as const,
    registers: [],
  }),
  remoteBuild: new Gauge({
    name: 'gateway_remote_build',
    help: 'Builds in service, by remote, role (live, canary) and version: the share of visitors (percent) each gets',
    labelNames: ['remote', 'role', 'version'] as const,
    registers: [],
  }),
  remotePageViews: buildCounter(
    'gateway_remote_page_views_total',
    'Pages served, counted once for each remote build the page names in its runtime config (the builds its visitor got: live or canary), by remote and version',
  ),
  remoteServerRenderErrors: buildCounter(
    'gateway_remote_server_render_errors_total',
    "Server renders in which a remote's part threw (the part was left to the browser), by remote and version",
  ),
  remoteBrowserLoadFailures: buildCounter(
    'gateway_remote_browser_load_failures_total',
    "A remote's code failing to load in a visitor's browser, as pages the gateway served report it, by remote and version",
  ),
  remoteBrowserRenderErrors: buildCounter(
    'gateway_remote_browser_render_errors_total',
    "A remote's part throwing in a visitor's browser (caught by the shell's boundary around it), as pages the gateway served report it, by remote and version",
  ),
};
