import type { RemoteName } from '@clinic/contracts/runtime-config';

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
}

export type BuildEventListener = (event: BuildEvent) => void;
