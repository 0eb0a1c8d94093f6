/**
 * What the shell accepts of a remote's build, written by the shell's build beside its server bundle
 * (`dist/ssr/federation-host.json`, never served): for each shared singleton, the version the shell
 * provides and the range of versions it accepts from a remote. A release is checked against it.
 * Keys are shared names as the manifests list them; a key ending in `/` covers every subpath.
 */
export const FEDERATION_HOST_FILE = 'federation-host.json';

export interface FederationHost {
  shared: Record<string, { version: string; accepts: string }>;
}
