import type { RemoteManifest } from './remote-manifest.ts';

// Where a build's files are, from its manifest's URL and `metaData`: apart from the manifest's schema, so that
// the browser, which reads a manifest only when the gateway could not, carries no schema library for it.

/** The base URL a manifest's files are relative to. */
export function manifestBase(manifestUrl: string, manifest: Pick<RemoteManifest, 'metaData'>): string {
  const { publicPath } = manifest.metaData;
  return publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : new URL('.', manifestUrl).href;
}

/** A file's name under its manifest's base, e.g. `ssr/remoteEntry.js`. */
export function buildFileName(file: { path?: string; name: string }): string {
  return file.path ? `${file.path.replace(/^\.?\/+|\/+$/g, '')}/${file.name}` : file.name;
}

/** Absolute URL of a file of the build, e.g. its entry `{ path: 'ssr', name: 'remoteEntry.js' }`. */
export function buildFileUrl(
  manifestUrl: string,
  manifest: Pick<RemoteManifest, 'metaData'>,
  file: { path?: string; name: string },
): string {
  return new URL(buildFileName(file), manifestBase(manifestUrl, manifest)).href;
}
