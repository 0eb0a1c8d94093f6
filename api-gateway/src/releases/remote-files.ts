import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildFileUrl } from '@clinic/contracts/build-file-url';
import type { RemoteManifest } from '@clinic/contracts/remote-manifest';
import { REMOTE_FOLDERS } from '@clinic/contracts/runtime-config';

/**
 * The origin the gateway resolves its own remote URLs against (`/remotes/mf-content/…`): those are
 * answered from the folders the gateway serves them from, without a request to itself.
 */
const LOCAL_ORIGIN = 'http://gateway.local';

/** Absolute URL of a remote's file as the gateway reads it: a relative one is on this gateway. */
export function serverRemoteUrl(url: string): string {
  return new URL(url, `${LOCAL_ORIGIN}/`).href;
}

/** A URL as `serverRemoteUrl` gives it, as the pages name it: one on this gateway by its path. */
function pageRemoteUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  return url.origin === LOCAL_ORIGIN ? `${url.pathname}${url.search}` : url.href;
}

/**
 * The URL browsers load a build's entry script from, named as the pages name it: on this gateway by its
 * path (`/remotes/mf-content/remoteEntry.js`), elsewhere in full.
 */
export function browserEntryUrl(serverManifestUrl: string, manifest: Pick<RemoteManifest, 'metaData'>): string {
  return pageRemoteUrl(buildFileUrl(serverManifestUrl, manifest, manifest.metaData.remoteEntry));
}

/** Whether a URL (as configured or promoted) is one of the gateway's own. */
export function isOwnRemoteUrl(url: string): boolean {
  return serverRemoteUrl(url).startsWith(`${LOCAL_ORIGIN}/`);
}

export type RemoteFetch = (url: string, init?: { headers?: Record<string, string> }) => Promise<Response>;

/**
 * Reads a remote's file by absolute URL. The gateway's own `/remotes/<remote>/<file>` is the file
 * `APPS_DIR/<remote>/dist/<file>`, read from disk: the same bytes the static route serves at that URL.
 * Any other URL is fetched from its origin, given up after `timeoutMs`.
 */
export function remoteFiles({ appsDir, timeoutMs }: { appsDir: string; timeoutMs: number }): RemoteFetch {
  const roots = new Map<string, string>(
    Object.values(REMOTE_FOLDERS).map((folder) => [folder, path.join(appsDir, folder, 'dist')]),
  );
  return async (url, init) => {
    if (!url.startsWith(`${LOCAL_ORIGIN}/`)) {
      return fetch(url, {
        headers: { 'Cache-Control': 'no-cache', ...init?.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    }
    const { pathname } = new URL(url);
    const [, prefix, folder, ...rest] = pathname.split('/');
    const root = folder ? roots.get(folder) : undefined;
    const file = root ? path.join(root, ...rest.map(decodeURIComponent)) : undefined;
    if (prefix !== 'remotes' || !root || !file || !file.startsWith(root + path.sep))
      return new Response('not found', { status: 404 });
    try {
      return new Response(await readFile(file), { status: 200, headers: { 'Access-Control-Allow-Origin': '*' } });
    } catch {
      return new Response('not found', { status: 404 });
    }
  };
}
