import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FederationHost } from '@clinic/contracts/federation-host';
import { buildFiles, checkManifest } from '@clinic/contracts/release-check';
import { buildFileUrl } from '@clinic/contracts/build-file-url';
import type { RemoteName } from '@clinic/contracts/runtime-config';
import { type ShellServerModule, withholdContent } from '@clinic/contracts/server-render';

const require = createRequire(import.meta.url);

/** Where the check pretends the build is served from: the shell's renderer reads its files by URL, answered here from `dist/`. */
const BUILD_BASE = 'http://remote-build.invalid/';
const MANIFEST_URL = `${BUILD_BASE}mf-manifest.json`;

export interface RemoteCheckOptions {
  /** The remote's production build (`dist/`, with `mf-manifest.json`). */
  dist: string;
  /** The shell's server build: a folder with `ssr/main.cjs` and `ssr/federation-host.json` (`@clinic/shell-server`, or the shell's `dist/`). */
  shell: string;
}

/** The file of the build a URL of it names, or none for a URL outside the build. */
function fileOf(dist: string, url: string): string | undefined {
  if (!url.startsWith(BUILD_BASE)) return undefined;
  const file = path.resolve(dist, decodeURIComponent(url.slice(BUILD_BASE.length)));
  return file.startsWith(path.resolve(dist) + path.sep) ? file : undefined;
}

function readJson(file: string, what: string): { ok: true; json: unknown } | { ok: false; reason: string } {
  if (!existsSync(file)) return { ok: false, reason: `${what} ${file} is missing` };
  try {
    return { ok: true, json: JSON.parse(readFileSync(file, 'utf8')) };
  } catch {
    return { ok: false, reason: `${what} ${file} is not JSON` };
  }
}

/**
 * The checks a release must pass, run on a remote's `dist/` with nothing but the files: the manifest
 * checks the gateway runs before a release (contract version, exposes, shared singletons, server entry),
 * every file the manifest names is there, and each module the shell needs renders on the server inside
 * the shell's own server build (its providers, its federation runtime), both locales. Answers the
 * problems, one line each; none means the build would be accepted.
 */
export async function checkRemoteBuild({ dist, shell }: RemoteCheckOptions): Promise<string[]> {
  const manifestFile = path.join(dist, 'mf-manifest.json');
  const read = readJson(manifestFile, 'the build’s manifest');
  if (!read.ok) return [`${read.reason}: build the remote first (npm run build)`];
  const hostFile = readJson(path.join(shell, 'ssr', 'federation-host.json'), 'the shell’s contract');
  if (!hostFile.ok) return [`${hostFile.reason}: install @clinic/shell-server`];
  const checked = checkManifest(read.json, { host: hostFile.json as FederationHost, manifestUrl: manifestFile });
  if (!checked.ok) return [checked.reason];
  const { manifest } = checked;

  const missing = buildFiles(manifest)
    .map((file) => fileOf(dist, buildFileUrl(MANIFEST_URL, manifest, file)))
    .filter((file) => !file || !existsSync(file))
    .map(
      (file) =>
        `${file ? path.relative(process.cwd(), file) : 'a file outside dist/'} is named by the manifest but is not in the build`,
    );
  if (missing.length) return missing;

  const { createServerRenderer } = require(path.resolve(shell, 'ssr', 'main.cjs')) as ShellServerModule;
  const quiet = () => {};
  const renderer = createServerRenderer({
    fetch: async (url) => {
      const file = fileOf(dist, url);
      if (!file || !existsSync(file)) return new Response('not in the build', { status: 404 });
      return new Response(await readFile(file));
    },
    log: { info: quiet, warn: quiet, error: quiet },
  });
  let loaded;
  try {
    loaded = await renderer.load({ remote: manifest.name as RemoteName, manifestUrl: MANIFEST_URL, manifest });
  } catch (error) {
    return [`the server build does not load: ${String((error as Error)?.message ?? error).split('\n')[0]}`];
  }
  return renderer.checkRenders(loaded, withholdContent('the check'));
}
