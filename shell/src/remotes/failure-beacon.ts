import type { RemoteName, RuntimeConfig } from '@clinic/contracts/runtime-config';
import { onRemoteLoadFailure, onRemoteRenderError } from './federation.ts';

/** The gateway's endpoints for a remote whose code failed to load in a browser, and for one whose part threw there. */
const LOAD_FAILURE_PATH = 'reports/remote-failure';
const RENDER_ERROR_PATH = 'reports/remote-render-error';

/**
 * Tells the gateway that a remote failed here, naming the build the page asked for and carrying the
 * page's token (which proves the gateway served the page), so a bad release (a blocked origin, a missing
 * file, a part that throws only in browsers) shows in the gateway's logs and metrics for its version.
 * Sent as a beacon: it outlives a page that is being left, and nothing waits for it.
 */
function report(config: RuntimeConfig, path: string, remote: string, error: unknown): void {
  const name = remote as RemoteName;
  const message = error instanceof Error ? error.message : String(error);
  const body = JSON.stringify({
    remote,
    manifestUrl: config.remotes[name],
    version: config.remoteVersions?.[name],
    message: message.slice(0, 1000),
    token: config.reportToken,
  });
  const url = new URL(path, new URL(config.apiBase, window.location.href)).href;
  navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }));
}

/** Reports every remote that fails to load, and every remote part that throws, on this page to the gateway. */
export function reportRemoteFailures(config: RuntimeConfig): void {
  onRemoteLoadFailure((remote, error) => report(config, LOAD_FAILURE_PATH, remote, error));
  onRemoteRenderError((remote, error) => report(config, RENDER_ERROR_PATH, remote, error));
}
