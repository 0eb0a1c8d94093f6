import semver from 'semver';
import * as v from 'valibot';
import type { FederationHost } from '@clinic/contracts/federation-host';
import { REMOTE_EXPOSES } from '@clinic/contracts/remote-modules';
import { buildFileUrl, RemoteManifestSchema, type RemoteManifest } from '@clinic/contracts/remote-manifest';
import type { RemoteName } from '@clinic/contracts/runtime-config';
import { isOwnRemoteUrl, serverRemoteUrl, type RemoteFetch } from './remote-files.ts';

/** A build that passed every check, ready for the server renderer and for the pages. */
export interface CheckedBuild {
  remote: RemoteName;
  /** As promoted or configured: what the pages name; relative ones are on this gateway. */
  manifestUrl: string;
  /** Absolute, as the gateway reads it. */
  serverManifestUrl: string;
  version: string;
  manifest: RemoteManifest;
}

export type CheckResult = { ok: true; build: CheckedBuild } | { ok: false; reason: string };

export interface CheckOptions {
  remote: RemoteName;
  manifestUrl: string;
  fetch: RemoteFetch;
  /** What the shell accepts (its `federation-host.json`). */
  host: FederationHost;
  /**
   * The site's origin (PUBLIC_URL), which a remote on another origin must allow (CORS); without it
   * any `Access-Control-Allow-Origin` passes.
   */
  siteOrigin?: string;
}

/** Singletons a remote must take from the shell: a copy of its own would be a second React on the page. */
const MUST_SHARE = ['react', 'react-dom'];

class Refused extends Error {}

/** Why a fetch failed, in a few words: time-out, or the network's error code (ECONNREFUSED, ENOTFOUND…). */
export function fetchFailure(error: unknown): string {
  if ((error as Error).name === 'TimeoutError') return 'no answer in time';
  const cause = (error as { cause?: { code?: string; errors?: Array<{ code?: string }>; message?: string } }).cause;
  return cause?.code ?? cause?.errors?.[0]?.code ?? cause?.message ?? (error as Error).message;
}

/** The host's entry for a shared name: the name itself, or a `@scope/pkg/` prefix covering its subpaths. */
function hostEntry(host: FederationHost, name: string): { version: string; accepts: string } | undefined {
  return host.shared[name] ?? Object.entries(host.shared).find(([key]) => key.endsWith('/') && name.startsWith(key))?.[1];
}

function sharedProblems(manifest: RemoteManifest, host: FederationHost): string[] {
  const problems: string[] = [];
  for (const name of MUST_SHARE) {
    if (!manifest.shared.some((shared) => shared.name === name)) problems.push(`does not share ${name} (it would run a copy of its own beside the shell's)`);
  }
  for (const shared of manifest.shared) {
    const accepted = hostEntry(host, shared.name);
    if (!accepted) continue;
    if (!semver.satisfies(shared.version, accepted.accepts)) problems.push(`provides ${shared.name} ${shared.version}; the shell accepts ${accepted.accepts}`);
    else if (typeof shared.requiredVersion === 'string' && !semver.satisfies(accepted.version, shared.requiredVersion)) {
      problems.push(`needs ${shared.name} ${shared.requiredVersion}; the shell provides ${accepted.version}`);
    }
  }
  return problems;
}

async function fetchChecked(fetch: RemoteFetch, url: string, what: string, origin: string | undefined): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, origin ? { headers: { Origin: origin } } : undefined);
  } catch (error) {
    throw new Refused(`${what} ${url} cannot be read: ${fetchFailure(error)}`);
  }
  if (!response.ok) throw new Refused(`${what} ${url} answered ${response.status}`);
  return response;
}

/** Browsers on the site load a remote on another origin with CORS: its host must allow the site. */
function checkCors(response: Response, url: string, siteOrigin: string | undefined): void {
  const allowed = response.headers.get('access-control-allow-origin');
  if (!allowed) throw new Refused(`${url} sends no Access-Control-Allow-Origin: browsers on the site cannot load the remote`);
  if (siteOrigin && allowed !== '*' && allowed !== siteOrigin) throw new Refused(`${url} allows ${allowed}, not the site ${siteOrigin}: browsers on the site cannot load the remote`);
}

/**
 * Everything a build must be before any visitor gets it: its manifest answers and is one; it is the
 * remote it claims to be; it exposes every module the shell's contract needs from it; each shared
 * singleton it provides is within the range the shell accepts (and the shell's within the range it
 * needs); it has a server entry; and, on another origin, its host allows the site to load it. The
 * first problem found is the reason, in one line.
 */
export async function checkRelease({ remote, manifestUrl, fetch, host, siteOrigin }: CheckOptions): Promise<CheckResult> {
  const serverManifestUrl = serverRemoteUrl(manifestUrl);
  const crossOrigin = !isOwnRemoteUrl(manifestUrl) && (!siteOrigin || new URL(manifestUrl).origin !== siteOrigin);
  const origin = crossOrigin ? siteOrigin : undefined;
  try {
    const response = await fetchChecked(fetch, serverManifestUrl, 'manifest', origin);
    if (crossOrigin) checkCors(response, manifestUrl, siteOrigin);
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new Refused(`manifest ${manifestUrl} is not JSON`);
    }
    const parsed = v.safeParse(RemoteManifestSchema, json);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      throw new Refused(`${manifestUrl} is not a Module Federation manifest: ${v.getDotPath(issue) ?? 'the file'}: ${issue.message}`);
    }
    const manifest = parsed.output;
    if (manifest.name !== remote) throw new Refused(`${manifestUrl} is the manifest of ${manifest.name}, not ${remote}`);
    const exposed = manifest.exposes.map((expose) => expose.path);
    const missing = REMOTE_EXPOSES[remote].filter((expose) => !exposed.includes(expose));
    if (missing.length) throw new Refused(`the build does not expose ${missing.join(', ')}, which the shell needs (it exposes ${exposed.join(', ') || 'nothing'})`);
    const shared = sharedProblems(manifest, host);
    if (shared.length) throw new Refused(`the build ${shared.join('; ')}`);
    const serverEntry = manifest.metaData.ssrRemoteEntry;
    if (!serverEntry) throw new Refused(`${manifestUrl} names no server entry (metaData.ssrRemoteEntry): build the remote with its Node build`);
    await fetchChecked(fetch, buildFileUrl(serverManifestUrl, manifest, serverEntry), 'server entry', undefined);
    const browserEntry = await fetchChecked(fetch, buildFileUrl(serverManifestUrl, manifest, manifest.metaData.remoteEntry), 'remote entry', origin);
    if (crossOrigin) {
      checkCors(browserEntry, buildFileUrl(manifestUrl, manifest, manifest.metaData.remoteEntry), siteOrigin);
      // Lazy chunks and stylesheets are loaded with CORS too (`crossOriginLoading: 'anonymous'`).
      const assets = manifest.exposes.flatMap((expose) => [expose.assets.js.sync[0], expose.assets.css.sync[0]]).filter((file): file is string => Boolean(file));
      for (const file of assets.slice(0, 2)) {
        const url = buildFileUrl(manifestUrl, manifest, { name: file });
        checkCors(await fetchChecked(fetch, url, 'file', origin), url, siteOrigin);
      }
    }
    return { ok: true, build: { remote, manifestUrl, serverManifestUrl, version: manifest.metaData.buildInfo.buildVersion, manifest } };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.message };
    throw error;
  }
}
