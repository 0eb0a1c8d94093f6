// The API client's one piece of state, shared by every app of the page (federation singleton): the
// base URL the shell sets once from the runtime configuration. The rest of the client is private
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
