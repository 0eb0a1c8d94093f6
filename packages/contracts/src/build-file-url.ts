import type { RemoteManifest } from './remote-manifest.ts';

// Where a build's files are, from its manifest's URL and `metaData`: apart from the manifest's schema, so that
// the browser, which reads a manifest only when the gateway could not, carries no schema library for it.

/** The base URL a manifest's files are relative to. */
function manifestBase(manifestUrl: string, manifest: Pick<RemoteManifest, 'metaData'>): string {
  const { publicPath } = manifest.metaData;
  return publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : new URL('.', manifestUrl).href;
}

/** Absolute URL of a file of the build, e.g. its entry `{ path: 'ssr', name: 'remoteEntry.js' }`. */
export function buildFileUrl(
  manifestUrl: string,
  manifest: Pick<RemoteManifest, 'metaData'>,
  file: { path?: string; name: string },
): string {
  const relative = file.path ? `${file.path.replace(/^\.?\/+|\/+$/g, '')}/${file.name}` : file.name;
  return new URL(relative, manifestBase(manifestUrl, manifest)).href;
}
