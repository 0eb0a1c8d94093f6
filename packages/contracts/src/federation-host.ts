/**
 * What the shell offers a remote's build, written by the shell's build beside its server bundle
 * (`dist/ssr/federation-host.json`, never served): for each shared singleton, the version the shell
 * provides, which must be within the range the remote was built with. A release is checked against it.
 * Keys are shared names as the manifests list them; a key ending in `/` covers every subpath. The
 * published `@clinic/shell-server` package carries the same file, for a remote team's own checks.
 */
export const FEDERATION_HOST_FILE = 'federation-host.json';

/**
 * The contract versions a shell on `version` accepts a remote's build made against: its own major and the one
 * before it, so a platform release on a new major never takes apart a page whose remotes have not moved yet.
 */
export function contractWindow(version: string): string {
  const major = Number(version.split('.')[0]);
  return `>=${Math.max(major - 1, 0)}.0.0 <${major + 1}.0.0`;
}

export interface FederationHost {
  /** `accepts` is read only by the release checks of `@clinic/contracts` before 1.2; the shell writes `*` there. */
  shared: Record<string, { version: string; accepts?: string }>;
  /** The `@clinic/contracts` the shell was built with, and the versions of it a remote's build may have been made against (its major and the one before it). */
  contract?: { version: string; accepts: string };
}
