// The API client's state, shared by every app of the page (federation singleton): the base URL the shell
// sets once from the runtime configuration, and the last form post that failed. The rest of the client is private
// to each app, so it (with the contract schemas it checks answers against) loads with the app's
// first call instead of with the page.

let apiBase = '/';

/** The shell sets this from the runtime config (base URL from runtime config, default `/`). */
export function setApiBase(base: string): void {
  apiBase = base.endsWith('/') ? base : `${base}/`;
}

export type Query = Record<string, string | number | undefined>;

export function apiUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `${apiBase}${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
}

/**
 * The last post that failed, and its key. A visitor told a send failed (a time-out, a proxy's 504) may have
 * been booked all the same: sending the very same form again carries the same key, and the gateway answers
 * it as it answered the first, without booking twice. Only one is kept: a CV's body is megabytes.
 */
let lastFailure: { request: string; key: string } | undefined;

/** The key the same request (path and body) failed with last, to send it again under. */
export function failedPostKey(request: string): string | undefined {
  return lastFailure?.request === request ? lastFailure.key : undefined;
}

export function rememberFailedPost(request: string, key: string): void {
  lastFailure = { request, key };
}

/** A request that went through: sent again, it is a new one. */
export function forgetFailedPost(request: string): void {
  if (lastFailure?.request === request) lastFailure = undefined;
}
