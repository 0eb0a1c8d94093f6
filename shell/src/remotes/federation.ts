import type { RemoteName, RuntimeConfig } from '@clinic/contracts/runtime-config';
import type { RemoteModuleId, RemoteModules } from '@clinic/contracts/remote-modules';
import { buildFileUrl } from '@clinic/contracts/build-file-url';
import type { RemoteManifest } from '@clinic/contracts/remote-manifest';
import { track } from '@clinic/state/settled';
import { loadRemote, registerRemotes } from './containers.ts';

const RETRY_DELAYS_MS = [300, 1_000];

const onPage = (url: string) => new URL(url, window.location.href).href;

const registered = new Set<string>();
/** Set only by a development gateway: manifests of the remotes it could not check, which the browser may read itself. */
let uncheckedManifests: Partial<RuntimeConfig['remotes']> = {};

function register(remote: string, entry: string, integrity?: { entry: string; files: string }): void {
  registerRemotes([
    { name: remote, entry, ...(integrity && { integrity: { ...integrity, files: onPage(integrity.files) } }) },
  ]);
  registered.add(remote);
}

/**
 * Registers the remotes from the runtime configuration, so moving one needs no shell rebuild. Each
 * remote is registered by its entry script, which the gateway names for every build it has read: the
 * browser loads it at once, without reading the build's manifest first.
 */
export function registerRuntimeRemotes({
  remotes,
  remoteEntries = {},
  remoteIntegrity = {},
  uncheckedRemotes,
}: RuntimeConfig): void {
  uncheckedManifests = uncheckedRemotes ? remotes : {};
  for (const [remote, entry] of Object.entries(remoteEntries))
    if (remote in remotes) register(remote, onPage(entry), remoteIntegrity[remote]);
}

/**
 * A remote the page names no checked build of (the gateway could not read it when the page was made) is
 * not loaded: what stands at its manifest's address now was never checked, so its part keeps its fallback
 * until a page is made with a build the gateway has read. A development gateway lets the browser read the
 * manifest itself, since a development server's build has no server entry to check.
 */
const isLoadable = (remote: string) => registered.has(remote) || remote in uncheckedManifests;

async function ensureRegistered(remote: string): Promise<void> {
  if (registered.has(remote)) return;
  const url = onPage(uncheckedManifests[remote as RemoteName]!);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The manifest of ${remote} (${url}) answered ${response.status}`);
  const manifest = (await response.json()) as Pick<RemoteManifest, 'metaData'>;
  if (!registered.has(remote)) register(remote, buildFileUrl(url, manifest, manifest.metaData.remoteEntry));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a remote that failed all its retries is left alone before it is tried again. */
const FAILED_REMOTE_COOL_DOWN_MS = 30_000;

const loaded = new Map<RemoteModuleId, { promise: Promise<unknown>; failedAt?: number }>();

let reportLoadFailure: (remote: string, error: unknown) => void = () => {};

let reportRenderError: (remote: RemoteName, error: unknown) => void = () => {};

/** Who hears of a remote's part that threw in this browser (the shell's boundary around it caught it): the gateway, which counts them by build. */
export function onRemoteRenderError(report: (remote: RemoteName, error: unknown) => void): void {
  reportRenderError = report;
}

/** Tells whoever listens (`onRemoteRenderError`) that a remote's part threw. */
export function remoteRenderError(remote: RemoteName, error: unknown): void {
  reportRenderError(remote, error);
}

/** What a remote module's load failed with: reported as a load failure already, so a boundary that catches it says nothing more. */
const loadFailures = new WeakSet<object>();

export function isRemoteLoadFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && loadFailures.has(error);
}

/** Who hears of a remote module that failed all its retries: the gateway, which logs and counts them for the remote's team. */
export function onRemoteLoadFailure(report: (remote: string, error: unknown) => void): void {
  reportLoadFailure = report;
}

/**
 * Loads an exposed module, retrying transient failures with back-off. The promise is kept,
 * so React's `use()` sees the same one on every render, the failed one too: React renders a
 * failed tree once more before showing the error boundary, and a fresh promise there would
 * suspend again for ever. After a cool-down a new mount tries the remote again.
 */
export function loadRemoteModule<K extends RemoteModuleId>(id: K): Promise<RemoteModules[K]> {
  const cached = loaded.get(id);
  if (cached && (cached.failedAt === undefined || Date.now() - cached.failedAt < FAILED_REMOTE_COOL_DOWN_MS)) {
    return cached.promise as Promise<RemoteModules[K]>;
  }
  // Tracked, so `use()` reads a loaded module at once: a part hydrated late, or synchronously for a click, must not suspend.
  const entry: { promise: Promise<RemoteModules[K]>; failedAt?: number } = { promise: track(loadWithRetry(id)) };
  entry.promise.catch((error: unknown) => {
    entry.failedAt = Date.now();
    if (typeof error === 'object' && error !== null) loadFailures.add(error);
    reportLoadFailure(id.slice(0, id.indexOf('/')), error);
  });
  loaded.set(id, entry);
  return entry.promise;
}

async function loadWithRetry<K extends RemoteModuleId>(id: K): Promise<RemoteModules[K]> {
  const remote = id.slice(0, id.indexOf('/'));
  // No retry makes a build checked: such a remote fails at once, into its part's fallback.
  if (!isLoadable(remote)) throw new Error(`The page names no checked build of ${remote}`);
  for (let attempt = 0; ; attempt += 1) {
    try {
      await ensureRegistered(remote);
      const module = await loadRemote<RemoteModules[K]>(id);
      if (!module) throw new Error(`Remote module ${id} is empty`);
      return module;
    } catch (error) {
      if (attempt >= RETRY_DELAYS_MS.length) throw error;
      await sleep(RETRY_DELAYS_MS[attempt]!);
    }
  }
}
