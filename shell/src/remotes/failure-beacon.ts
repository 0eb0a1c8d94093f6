import type { RuntimeConfig } from '@clinic/contracts/runtime-config';

/** The gateway's endpoint for remotes that failed to load in a browser. */
const REPORT_PATH = 'reports/remote-failure';

/**
 * Tells the gateway that a remote's code failed to load here, naming the build the page asked for, so
 * a bad release (a blocked origin, a missing file) shows in the gateway's logs and metrics. Sent as a
 * beacon: it outlives a page that is being left, and nothing waits for it.
 */
export function reportRemoteFailure(config: RuntimeConfig, remote: string, error: unknown): void {
  const name = remote as keyof RuntimeConfig['remotes'];
  const message = error instanceof Error ? error.message : String(error);
  const body = JSON.stringify({ remote, manifestUrl: config.remotes[name], version: config.remoteVersions?.[name], message: message.slice(0, 1000) });
  const url = new URL(REPORT_PATH, new URL(config.apiBase, window.location.href)).href;
  navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }));
}
