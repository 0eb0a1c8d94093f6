import semver from 'semver';
import * as v from 'valibot';
import type { FederationHost } from './federation-host.ts';
import { sharedProblem } from './shared-compatibility.ts';
import { REMOTE_EXPOSES } from './remote-modules.ts';
import {
  CHUNK_STYLESHEETS_KEY,
  BROWSER_FILES_KEY,
  CONTAINER_KEY,
  RemoteManifestSchema,
  SLOTS_KEY,
  WEBPACK_CONTAINER,
  type RemoteManifest,
} from './remote-manifest.ts';
import { isPlatformRemote, isRemoteName, type RemoteName } from './runtime-config.ts';
import { isOpenSlot, OPEN_SLOTS, type SlotName } from './slots.ts';

/**
 * The checks a remote's build must pass before any visitor gets it, on what its manifest says: run by
 * the gateway before a release goes live and by the team's own CI on its `dist/` (`npm run check`),
 * so the two can never disagree. Reading the files is the caller's: the gateway reads them over the
 * network, the team's check from disk.
 */

/** Singletons a remote must take from the shell: a copy of its own would be a second React on the page. */
const MUST_SHARE = ['react', 'react-dom'];

/** The host's entry for a shared name: the name itself, or a `@scope/pkg/` prefix covering its subpaths. */
function hostEntry(host: FederationHost, name: string): FederationHost['shared'][string] | undefined {
  return (
    host.shared[name] ?? Object.entries(host.shared).find(([key]) => key.endsWith('/') && name.startsWith(key))?.[1]
  );
}

function sharedProblems(manifest: RemoteManifest, host: FederationHost): string[] {
  const problems: string[] = [];
  for (const name of MUST_SHARE) {
    if (!manifest.shared.some((shared) => shared.name === name))
      problems.push(`does not share ${name} (it would run a copy of its own beside the shell's)`);
  }
  for (const shared of manifest.shared) {
    const provided = hostEntry(host, shared.name);
    const problem = provided && sharedProblem(shared, provided.version);
    if (problem) problems.push(problem);
  }
  return problems;
}

/** The contract is versioned like any package: a build made against another major than the shell's may expose other shapes. */
function contractProblem(manifest: RemoteManifest, host: FederationHost): string | undefined {
  const built = manifest.metaData.contract?.version;
  if (!built)
    return 'the build records no contract version (metaData.contract): build it with @clinic/federation 1.1 or later';
  if (!host.contract) return undefined;
  if (!semver.valid(built)) return `the build records contract version "${built}", which is no version`;
  if (!semver.satisfies(built, host.contract.accepts)) {
    return `the build was made against @clinic/contracts ${built}; the shell is on ${host.contract.version} and accepts ${host.contract.accepts}: update @clinic/contracts and rebuild`;
  }
  return undefined;
}

export type ManifestCheck = { ok: true; manifest: RemoteManifest } | { ok: false; reason: string };

/**
 * What the manifest must say: that it is one, of the remote it claims to be; that the build was made
 * against a contract version the shell accepts, with an entry browsers load as the shell does, and exposes
 * every module the shell needs from it; that the shell's copy of each shared singleton is within the range
 * the build was made with; and that it has a server entry. The first
 * problem found is the reason, in one line.
 */
export function checkManifest(
  json: unknown,
  {
    remote,
    slots,
    host,
    manifestUrl,
  }: {
    remote?: RemoteName;
    /** The slots the remote is registered for; without them, those its manifest names (a team's own check). */
    slots?: readonly SlotName[];
    host: FederationHost;
    manifestUrl: string;
  },
): ManifestCheck {
  const parsed = v.safeParse(RemoteManifestSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    return {
      ok: false,
      reason: `${manifestUrl} is not a Module Federation manifest: ${v.getDotPath(issue) ?? 'the file'}: ${issue.message}`,
    };
  }
  const manifest = parsed.output;
  const name = remote ?? manifest.name;
  if (!isRemoteName(name))
    return {
      ok: false,
      reason: `${manifestUrl} is the manifest of ${manifest.name}: a remote's name is mf_ and lower-case letters, digits and underscores`,
    };
  if (manifest.name !== name)
    return { ok: false, reason: `${manifestUrl} is the manifest of ${manifest.name}, not ${name}` };
  const contract = contractProblem(manifest, host);
  if (contract) return { ok: false, reason: contract };
  // A build whose entry needs the federation runtime would render on the server and fail in every browser.
  if (manifest.metaData[CONTAINER_KEY] !== WEBPACK_CONTAINER)
    return {
      ok: false,
      reason: `the build's browser entry is not a webpack container the shell can load (metaData.${CONTAINER_KEY}): rebuild it with @clinic/federation 2 or later`,
    };
  const exposed = manifest.exposes.map((expose) => expose.path);
  const needed = neededExposes(name, manifest, slots);
  if (typeof needed === 'string') return { ok: false, reason: needed };
  const missing = needed.filter((expose) => !exposed.includes(expose));
  if (missing.length)
    return {
      ok: false,
      reason: `the build does not expose ${missing.join(', ')}, which the shell needs (it exposes ${exposed.join(', ') || 'nothing'})`,
    };
  const shared = sharedProblems(manifest, host);
  if (shared.length) return { ok: false, reason: `the build ${shared.join('; ')}` };
  if (!manifest.metaData.ssrRemoteEntry)
    return {
      ok: false,
      reason: `${manifestUrl} names no server entry (metaData.ssrRemoteEntry): build the remote with its Node build`,
    };
  return { ok: true, manifest };
}

/**
 * The modules the shell takes from a build: a platform remote's from the contract; a registered remote's, one for
 * each open slot it fills (as its manifest names them). Or why the build fills no slot the shell renders it in.
 */
function neededExposes(remote: RemoteName, manifest: RemoteManifest, slots: readonly SlotName[] | undefined) {
  if (isPlatformRemote(remote)) return [...REMOTE_EXPOSES[remote]];
  const filled = manifest.metaData[SLOTS_KEY] ?? {};
  const unknown = Object.keys(filled).filter((slot) => !isOpenSlot(slot));
  if (unknown.length)
    return `the build fills ${unknown.join(', ')}, which the shell has no open slot of (it has ${OPEN_SLOTS.join(', ')})`;
  const wanted = slots ?? (Object.keys(filled) as SlotName[]);
  if (!wanted.length)
    return slots
      ? `${remote} is registered for no slot: an operator registers it (npm run remotes -- register)`
      : `the build fills no slot (metaData.${SLOTS_KEY}): give its webpack config the slots it fills`;
  const unfilled = wanted.filter((slot) => !(slot in filled));
  if (unfilled.length)
    return `the build does not fill ${unfilled.join(', ')}, which ${remote} is registered for (it fills ${Object.keys(filled).join(', ') || 'none'})`;
  return wanted.map((slot) => filled[slot]!);
}

/** A file of a build, relative to its manifest, and where it runs. */
export interface BuildFile {
  path?: string;
  name: string;
  /** Loaded by browsers (so, from another origin, with CORS) or only by the server. */
  side: 'browser' | 'server';
}

/** Every file the manifest names: both entries, each exposed module's scripts and stylesheets, every page's stylesheets. */
export function buildFiles(manifest: RemoteManifest): BuildFile[] {
  const browser = new Set<string>([
    ...manifest.exposes.flatMap(({ assets }) => [
      ...assets.js.sync,
      ...assets.js.async,
      ...assets.css.sync,
      ...assets.css.async,
    ]),
    ...Object.values(manifest.metaData[CHUNK_STYLESHEETS_KEY]).flat(),
    ...manifest.metaData[BROWSER_FILES_KEY],
  ]);
  browser.delete(manifest.metaData.remoteEntry.name);
  const files: BuildFile[] = [
    { ...manifest.metaData.remoteEntry, side: 'browser' },
    ...[...browser].sort().map((name) => ({ name, side: 'browser' as const })),
  ];
  if (manifest.metaData.ssrRemoteEntry) files.push({ ...manifest.metaData.ssrRemoteEntry, side: 'server' });
  return files;
}
