import { createHash } from 'node:crypto';
import type { FederationHost } from '@clinic/contracts/federation-host';
import { buildFiles, checkManifest } from '@clinic/contracts/release-check';
import { buildFileName, buildFileUrl } from '@clinic/contracts/build-file-url';
import type { RemoteManifest } from '@clinic/contracts/remote-manifest';
import type { RemoteName } from '@clinic/contracts/runtime-config';
import type { SlotName } from '@clinic/contracts/slots';
import {
  browserEntryUrl,
  FetchRefused,
  isOwnRemoteUrl,
  outsideOrigins,
  serverRemoteUrl,
  type RemoteFetch,
} from './remote-files.ts';

/** A build that passed every check, ready for the server renderer and for the pages. */
export interface CheckedBuild {
  remote: RemoteName;
  /** As promoted or configured: what the pages name; relative ones are on this gateway. */
  manifestUrl: string;
  /** Absolute, as the gateway reads it. */
  serverManifestUrl: string;
  /** The build's browser entry (`remoteEntry.js`), named like `manifestUrl`: what browsers load the remote from. */
  entryUrl: string;
  version: string;
  /** The build's identity: a hash of its manifest's content, which names every file by its content hash. */
  buildId: string;
  manifest: RemoteManifest;
  /** The Subresource Integrity value of each browser file as it was read here, by its name under the manifest's base. */
  fileIntegrity: Record<string, string>;
  /** That of the browser entry (`remoteEntry.js`), which a page pins. */
  entryIntegrity: string;
}

export type CheckResult = { ok: true; build: CheckedBuild } | { ok: false; reason: string };

export interface CheckOptions {
  remote: RemoteName;
  /** The slots the remote fills (a platform remote's own, or those it was registered for). */
  slots?: readonly SlotName[];
  manifestUrl: string;
  fetch: RemoteFetch;
  /** What the shell offers a build (its `federation-host.json`). */
  host: FederationHost;
  /**
   * The site's origin (PUBLIC_URL), which a remote on another origin must allow (CORS); without it
   * any `Access-Control-Allow-Origin` passes.
   */
  siteOrigin?: string;
  /**
   * A team's token's origins: the manifest and every file it names must be on one of them, which is checked
   * before each is fetched. Without them (the operator's command, the gateway's own rounds) any URL is read.
   */
  origins?: readonly string[];
}

class Refused extends Error {}

/** A build's identity from its manifest's text: the manifest names every file by its content hash, so a changed file is a changed manifest. */
export function buildIdOf(manifestText: string): string {
  return createHash('sha256').update(manifestText).digest('hex').slice(0, 12);
}

/** Why a fetch failed, in a few words: what the gateway refused, time-out, or the network's error code (ECONNREFUSED, ENOTFOUND…). */
export function fetchFailure(error: unknown): string {
  if (error instanceof FetchRefused) return error.message;
  if ((error as Error).name === 'TimeoutError') return 'no answer in time';
  type Failure = { code?: unknown; errors?: Array<{ code?: unknown }>; message?: string };
  const failure = error as Failure & { cause?: Failure };
  const code = [failure.code, failure.errors?.[0]?.code, failure.cause?.code, failure.cause?.errors?.[0]?.code].find(
    (candidate): candidate is string => typeof candidate === 'string',
  );
  return code ?? failure.cause?.message ?? (error as Error).message;
}

async function fetchChecked(
  fetch: RemoteFetch,
  url: string,
  what: string,
  origin: string | undefined,
  origins: readonly string[] | undefined,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...(origin ? { headers: { Origin: origin } } : {}), origins });
  } catch (error) {
    throw new Refused(`${what} ${url} cannot be read: ${fetchFailure(error)}`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new Refused(`${what} ${url} answered ${response.status}`);
  }
  return response;
}

/** A build's URL a team's token does not reach, refused before anything is requested from it. */
function checkOrigin(url: string, what: string, origins: readonly string[] | undefined): void {
  const outside = outsideOrigins(url, origins);
  if (outside) throw new Refused(`${what} ${url} is refused: ${outside}`);
}

/** Browsers on the site load a remote on another origin with CORS: its host must allow the site. */
function checkCors(response: Response, url: string, siteOrigin: string | undefined): void {
  const allowed = response.headers.get('access-control-allow-origin');
  if (!allowed)
    throw new Refused(`${url} sends no Access-Control-Allow-Origin: browsers on the site cannot load the remote`);
  if (siteOrigin && allowed !== '*' && allowed !== siteOrigin)
    throw new Refused(
      `${url} allows ${allowed}, not the site ${siteOrigin}: browsers on the site cannot load the remote`,
    );
}

/**
 * Everything a build must be before any visitor gets it: its manifest answers and passes the checks
 * the team's own `npm run check` runs too (contract, exposes, shared singletons, server entry); every
 * file it names answers; and, on another origin, its host allows the site to load what browsers load.
 * The first problem found is the reason, in one line.
 */
export async function checkRelease({
  remote,
  slots,
  manifestUrl,
  fetch,
  host,
  siteOrigin,
  origins,
}: CheckOptions): Promise<CheckResult> {
  const serverManifestUrl = serverRemoteUrl(manifestUrl);
  const crossOrigin = !isOwnRemoteUrl(manifestUrl) && (!siteOrigin || new URL(serverManifestUrl).origin !== siteOrigin);
  const origin = crossOrigin ? siteOrigin : undefined;
  try {
    checkOrigin(serverManifestUrl, 'manifest', origins);
    const response = await fetchChecked(fetch, serverManifestUrl, 'manifest', origin, origins);
    if (crossOrigin) checkCors(response, manifestUrl, siteOrigin);
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      // A body too slow or too large fails while it is read, after the answer's headers came.
      throw new Refused(`manifest ${manifestUrl} cannot be read: ${fetchFailure(error)}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Refused(`manifest ${manifestUrl} is not JSON`);
    }
    const checked = checkManifest(json, { remote, slots, host, manifestUrl });
    if (!checked.ok) throw new Refused(checked.reason);
    const { manifest } = checked;
    const files = buildFiles(manifest).map((file) => {
      const what = `file ${file.path ? `${file.path}/` : ''}${file.name} of the build`;
      try {
        return { file, url: buildFileUrl(serverManifestUrl, manifest, file), what };
      } catch {
        throw new Refused(`${what} has no URL: the manifest's public path ${manifest.metaData.publicPath} is no URL`);
      }
    });
    // A manifest may name its files on any host (its public path): all of them are held to the token's origins first.
    for (const { url, what } of files) checkOrigin(url, what, origins);
    // Every file, not a sample: a build whose chunk answers 404 renders on the server and never comes alive in browsers.
    // What a browser runs is hashed as it is read here: pages pin those bytes.
    const fileIntegrity: Record<string, string> = {};
    for (const { file, url, what } of files) {
      const browserLoads = file.side === 'browser';
      const response = await fetchChecked(fetch, url, what, browserLoads ? origin : undefined, origins);
      if (crossOrigin && browserLoads) checkCors(response, buildFileUrl(manifestUrl, manifest, file), siteOrigin);
      if (!browserLoads) {
        await response.body?.cancel().catch(() => undefined);
        continue;
      }
      let bytes: ArrayBuffer;
      try {
        bytes = await response.arrayBuffer();
      } catch (error) {
        throw new Refused(`${what} ${url} cannot be read: ${fetchFailure(error)}`);
      }
      fileIntegrity[buildFileName(file)] = `sha384-${createHash('sha384').update(Buffer.from(bytes)).digest('base64')}`;
    }
    return {
      ok: true,
      build: {
        remote,
        manifestUrl,
        serverManifestUrl,
        entryUrl: browserEntryUrl(serverManifestUrl, manifest),
        version: manifest.metaData.buildInfo.buildVersion,
        buildId: buildIdOf(text),
        manifest,
        fileIntegrity,
        entryIntegrity: fileIntegrity[buildFileName(manifest.metaData.remoteEntry)]!,
      },
    };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.message };
    throw error;
  }
}
