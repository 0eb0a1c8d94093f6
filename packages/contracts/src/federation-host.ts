/**
 * What the shell offers a remote's build, written by the shell's build beside its server bundle
 * (`dist/ssr/federation-host.json`, never served): for each shared singleton, the version the shell
 * provides, which must be within the range the remote was built with. A release is checked against it.
 * Keys are shared names as the manifests list them; a key ending in `/` covers every subpath. The
 * published `@clinic/shell-server` package carries the same file, for a remote team's own checks.
 */
export const FEDERATION_HOST_FILE = 'federation-host.json';

export interface FederationHost {
  /** `accepts` is read only by the release checks of `@clinic/contracts` before 1.2; the shell writes `*` there. */
  shared: Record<string, { version: string; accepts?: string }>;
  /** The `@clinic/contracts` the shell was built with, and the versions of it a remote's build may have been made against (the same major). */
  contract?: { version: string; accepts: string };
}
