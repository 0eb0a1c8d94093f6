import { integerSetting } from '../env-integer.ts';

/** SSR_TIMEOUT_MS, SSR_REMOTE_POLL_MS, SSR_CACHE_TTL_MS. */
export interface SsrConfig {
  /** After this the server render is aborted: what has not arrived is rendered in the browser. */
  timeoutMs: number;
  /** How often, at most, the remotes' manifests are checked for a redeploy. */
  remotePollMs: number;
  /** How long a rendered page is sent as it is before it is rendered again (0: every request renders). */
  cacheTtlMs: number;
}

export function resolveSsrConfig(env: Record<string, string | undefined>): { config: SsrConfig; problems: string[] } {
  const problems: string[] = [];
  const read = integerSetting(env, problems);
  return {
    config: { timeoutMs: read('SSR_TIMEOUT_MS', 5_000, 1), remotePollMs: read('SSR_REMOTE_POLL_MS', 2_000, 0), cacheTtlMs: read('SSR_CACHE_TTL_MS', 10_000, 0) },
    problems,
  };
}
