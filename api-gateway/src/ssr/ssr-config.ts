export interface SsrConfig {
  /** After this the server render is aborted: what has not arrived is rendered in the browser. */
  timeoutMs: number;
  /** How often, at most, the remotes' manifests are checked for a redeploy. */
  remotePollMs: number;
  /** How long a rendered page is sent as it is before it is rendered again (0: every request renders). */
  cacheTtlMs: number;
}
