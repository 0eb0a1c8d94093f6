/**
 * Loads remotes' modules through webpack's own container interface: a remote's entry script defines a
 * global container of the remote's name, which is given the page's shared modules once (`init`) and
 * then asked for an exposed module (`get`). Which script is each remote's is said at run time
 * (`registerRemotes`), so moving a remote or releasing a new build of it needs no shell rebuild.
 */

import { FILE_INTEGRITY_GLOBAL, type RemoteFileIntegrity } from '@clinic/contracts/file-integrity';

/** The share scope functions webpack provides to code it bundles with shared modules. */
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

const SHARE_SCOPE = 'default';

/** How long an entry script may take: a remote's origin that never answers must not hold its part of the page for good. */
export const ENTRY_TIMEOUT_MS = 20_000;

interface Container {
  init(shareScope: unknown): void | Promise<void>;
  get(module: string): Promise<() => unknown>;
}

/** A remote's entry script, and, for a build the gateway checked, the hashes that pin its bytes. */
export interface RemoteEntry {
  name: string;
  entry: string;
  integrity?: { entry: string; files: string };
}

const entries = new Map<string, RemoteEntry>();
const containers = new Map<string, Promise<Container>>();

/** Names each remote's entry script. A remote named again with another script is loaded from that one next time. */
export function registerRemotes(remotes: RemoteEntry[]): void {
  for (const remote of remotes) {
    if (entries.get(remote.name)?.entry !== remote.entry) containers.delete(remote.name);
    entries.set(remote.name, remote);
  }
}

/**
 * Puts the hashes of a checked build's files where its own chunk loading reads them, before any of its
 * code runs: a chunk changed at its URL since the gateway checked it, or one it never checked, does not load.
 */
async function pinFiles(url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The hashes of the remote's files (${url}) answered ${response.status}`);
  const { base, files } = (await response.json()) as RemoteFileIntegrity;
  const pinned = ((window as unknown as Record<string, Record<string, Record<string, string>>>)[
    FILE_INTEGRITY_GLOBAL
  ] ??= Object.create(null) as Record<string, Record<string, string>>);
  pinned[new URL(base, window.location.href).href] = files;
}

/**
 * Runs a script by adding it to the page; it is taken out again when it fails or takes longer than
 * `ENTRY_TIMEOUT_MS`, so a later try fetches it anew.
 */
function runScript(url: string, integrity?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      clearTimeout(timeout);
      script.remove();
      reject(new Error(`The script ${url} ${reason}`));
    };
    const timeout = setTimeout(() => fail(`did not load in ${ENTRY_TIMEOUT_MS / 1000} s`), ENTRY_TIMEOUT_MS);
    script.src = url;
    script.async = true;
    if (integrity) script.integrity = integrity;
    // As webpack loads the remote's own chunks: errors in a script from another origin keep their message.
    script.crossOrigin = 'anonymous';
    script.addEventListener('load', () => {
      clearTimeout(timeout);
      resolve();
    });
    script.addEventListener('error', () => fail('could not be loaded'));
    document.head.append(script);
  });
}

async function loadContainer(name: string): Promise<Container> {
  const remote = entries.get(name);
  if (!remote) throw new Error(`Remote ${name} has no entry script registered`);
  const { entry, integrity } = remote;
  await Promise.all([runScript(entry, integrity?.entry), integrity && pinFiles(integrity.files)]);
  const container = (window as unknown as Record<string, Container | undefined>)[name];
  if (typeof container?.get !== 'function') throw new Error(`The script ${entry} did not define the remote ${name}`);
  await __webpack_init_sharing__(SHARE_SCOPE);
  await container.init(__webpack_share_scopes__[SHARE_SCOPE]);
  return container;
}

function containerOf(name: string): Promise<Container> {
  let container = containers.get(name);
  if (!container) {
    container = loadContainer(name);
    containers.set(name, container);
    // A failed load is forgotten, so the next ask tries again.
    container.catch(() => {
      if (containers.get(name) === container) containers.delete(name);
    });
  }
  return container;
}

/** An exposed module by its id, `<remote>/<module>` (`mf_content/pages`). */
export async function loadRemote<T>(id: string): Promise<T> {
  const slash = id.indexOf('/');
  const container = await containerOf(id.slice(0, slash));
  const factory = await container.get(`./${id.slice(slash + 1)}`);
  return factory() as T;
}
