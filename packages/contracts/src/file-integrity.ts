/**
 * The hashes of a build's browser files as the gateway found them when it checked the build, for a page
 * to pin them: `base` is the folder the build's files are named from (its public path, as the browser
 * sees it), `files` the Subresource Integrity value of each, by its name under `base`.
 */
export interface RemoteFileIntegrity {
  base: string;
  files: Record<string, string>;
}

/**
 * Where a page puts each remote's `RemoteFileIntegrity`, by `base`, before the remote's code runs. The
 * remote's own chunk loading (`@clinic/federation`'s builds) reads it: a chunk under a pinned base loads
 * only with its hash, and one the gateway never checked not at all.
 */
export const FILE_INTEGRITY_GLOBAL = '__clinicFileIntegrity';

/** The value a file the gateway never checked is given: no bytes have it, so the browser refuses the file. */
export const UNCHECKED_INTEGRITY = 'sha384-unchecked';
