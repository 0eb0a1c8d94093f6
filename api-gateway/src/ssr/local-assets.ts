import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_DIRS } from '../static/static-router.ts';

/**
 * The origin the server renderer resolves same-site remote URLs against (`/remotes/mf-content/…`):
 * the gateway answers those from the folders it serves them from, without a request to itself.
 */
const LOCAL_ORIGIN = 'http://gateway.local';

/** Absolute URL of a remote for the server renderer: a relative one is on this gateway. */
export function serverRemoteUrl(url: string): string {
  return new URL(url, `${LOCAL_ORIGIN}/`).href;
}

/** Answers `LOCAL_ORIGIN/remotes/<remote>/<file>` from `APPS_DIR/<remote>/dist`; anything else is left to the network. */
export function localAssetFetch(appsDir: string) {
  const roots = new Map<string, string>(REMOTE_DIRS.map((remote) => [remote, path.join(appsDir, remote, 'dist')]));
  return async (url: string): Promise<Response | undefined> => {
    if (!url.startsWith(`${LOCAL_ORIGIN}/`)) return undefined;
    const { pathname } = new URL(url);
    const [, prefix, remote, ...rest] = pathname.split('/');
    const root = remote ? roots.get(remote) : undefined;
    const file = root ? path.join(root, ...rest.map(decodeURIComponent)) : undefined;
    if (prefix !== 'remotes' || !root || !file || !file.startsWith(root + path.sep)) return new Response('not found', { status: 404 });
    try {
      return new Response(await readFile(file), { status: 200 });
    } catch {
      return new Response('not found', { status: 404 });
    }
  };
}
