import { Script } from 'node:vm';
import {
  getInstance,
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@clinic/contracts/runtime-config';
import { shellExposes, type RemoteModuleId, type RemoteModules } from '@clinic/contracts/remote-modules';
import { buildFileUrl } from '@clinic/contracts/build-file-url';
import { CHUNK_STYLESHEETS_KEY, type RemoteManifest } from '@clinic/contracts/remote-manifest';
import {
  SERVER_BUILD_CONTEXT,
  type LoadedBuild,
  type RemoteBuild,
  type ServerBuildContext,
  type ServerRendererOptions,
} from '@clinic/contracts/server-render';
import { track, type Settling } from '@clinic/state/settled';
import type { LoadRemoteModule } from '../remotes/remote-loader.tsx';

// Node's own require, which webpack leaves as it is: remote server code may ask for Node's modules.
declare const __non_webpack_require__: NodeJS.Require;

interface FederationGlobal {
  __FEDERATION__?: { __INSTANCES__?: Array<{ options: { name: string } }> };
}

/**
 * A remote with no build the gateway could load (refused, or its manifest never read): its parts are
 * rendered in the browser. The gateway said so once, when the build was refused; a render says nothing more.
 */
export class RemoteNotLoaded extends Error {
  constructor(remote: RemoteName) {
    super(`no build of ${remote} is loaded for server rendering`);
    this.name = 'RemoteNotLoaded';
  }
}

interface BuildEntry {
  build: LoadedBuild;
  /** The name the build is registered under in the shell's federation runtime: one per build. */
  federationName: string;
  entryUrl: string;
  manifest: RemoteManifest;
  modules: Map<RemoteModuleId, Settling<unknown>>;
}

/** Text of a build's file, or an error naming the URL and the status. */
async function readText(fetch: ServerRendererOptions['fetch'], url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * Runs a remote's CommonJS server entry and returns its container. The entry gets a `require` that
 * answers `SERVER_BUILD_CONTEXT` with its own URL and reader, so its chunk loader reads its chunks
 * from where it came from. A remote's federation runtime joins an instance of its own name that is
 * already in the process, which would tie this build to an older build's code: those are hidden while
 * the entry starts, and the instance it makes is kept out of the global list too, reachable through
 * the build's own code alone, so an unloaded build leaves nothing behind.
 */
function evaluateEntry(code: string, remote: RemoteName, context: ServerBuildContext): unknown {
  const instances = (globalThis as FederationGlobal).__FEDERATION__?.__INSTANCES__;
  const before = instances ? [...instances] : [];
  if (instances)
    instances.splice(0, instances.length, ...before.filter((instance) => instance.options.name !== remote));
  try {
    // Not named `require`: webpack writes Node's own `require` for `__non_webpack_require__`.
    const entryRequire = Object.assign(
      (id: string) => (id === SERVER_BUILD_CONTEXT ? context : __non_webpack_require__(id)),
      __non_webpack_require__,
    );
    const module = { exports: {} as Record<string, unknown> };
    const run = new Script(`(function(exports, module, require, __dirname, __filename) {${code}\n})`, {
      filename: context.entryUrl,
    }).runInThisContext();
    run(module.exports, module, entryRequire, new URL('.', context.entryUrl).href, context.entryUrl);
    return module.exports[remote] ?? module.exports;
  } finally {
    if (instances) instances.splice(0, instances.length, ...before);
  }
}

/**
 * The builds of the remotes the server renders with, each registered under a name of its own, so a
 * visitor on a canary and one on the live build are rendered side by side, and a release loads the new
 * build while the old one still answers the renders under way.
 */
export class ServerBuilds {
  private readonly entries = new Map<string, BuildEntry>();
  private readonly loading = new Map<string, Promise<LoadedBuild>>();
  private registered = 0;

  constructor(private readonly options: ServerRendererOptions) {
    const fetch = options.fetch;
    const report = options.reportRemoteFailure;
    const plugin: ModuleFederationRuntimePlugin = {
      name: 'gateway-server-builds',
      async loadEntry({ remoteInfo }) {
        const remote = remoteInfo.entryGlobalName as RemoteName;
        const read = (url: string) =>
          readText(fetch, url).catch((error: unknown) => {
            report?.(remote, error);
            throw error;
          });
        return evaluateEntry(await read(remoteInfo.entry), remote, { entryUrl: remoteInfo.entry, read }) as never;
      },
    };
    // The shell's own instance loads the entries; a remote's instance loads its chunks through its build context.
    registerPlugins([plugin]);
  }

  /**
   * The remote whose code threw `error`: the innermost frame of its stack that runs in a build's files
   * (each entry and chunk is evaluated under its own URL) names it. Undefined for the shell's own code.
   */
  remoteThatThrew(error: unknown): RemoteName | undefined {
    const stack = (error as { stack?: unknown } | null)?.stack;
    if (typeof stack !== 'string') return undefined;
    const folders = [...this.entries.values()].map((entry) => ({
      remote: entry.build.remote,
      folder: new URL('.', entry.entryUrl).href,
    }));
    for (const frame of stack.split('\n').slice(1)) {
      const owner = folders.find(({ folder }) => frame.includes(folder));
      if (owner) return owner.remote;
    }
    return undefined;
  }

  load(build: RemoteBuild): Promise<LoadedBuild> {
    const version = build.manifest.metaData.buildInfo.buildVersion;
    const id = `${build.remote}@${version}${build.buildId ? ` ${build.buildId}` : ''} ${build.manifestUrl}`;
    const known = this.entries.get(id)?.build;
    if (known) return Promise.resolve(known);
    let loading = this.loading.get(id);
    if (!loading) {
      loading = this.register({ id, remote: build.remote, version }, build).finally(() => this.loading.delete(id));
      this.loading.set(id, loading);
    }
    return loading;
  }

  private async register(build: LoadedBuild, { manifestUrl, manifest }: RemoteBuild): Promise<LoadedBuild> {
    const ssr = manifest.metaData.ssrRemoteEntry;
    if (!ssr)
      throw new Error(
        `${manifestUrl} names no server entry (metaData.ssrRemoteEntry): the build has no Node build to render with`,
      );
    this.registered += 1;
    const entry: BuildEntry = {
      build,
      federationName: `${build.remote}__${this.registered}`,
      entryUrl: buildFileUrl(manifestUrl, manifest, ssr),
      manifest,
      modules: new Map(),
    };
    registerRemotes([{ name: entry.federationName, entry: entry.entryUrl, entryGlobalName: build.remote }]);
    try {
      // Every module the shell needs, so a build that lacks one or throws is refused before a visitor meets it.
      await Promise.all(
        shellExposes(build.remote, manifest).map((expose) =>
          this.module(entry, `${build.remote}/${expose.slice(2)}` as RemoteModuleId),
        ),
      );
    } catch (error) {
      this.forget(entry);
      throw error;
    }
    this.entries.set(build.id, entry);
    this.options.log.info(
      { remote: build.remote, version: build.version, entry: entry.entryUrl },
      'remote build loaded for server rendering',
    );
    return build;
  }

  unload(build: LoadedBuild): void {
    const entry = this.entries.get(build.id);
    if (!entry) return;
    this.entries.delete(build.id);
    this.forget(entry);
  }

  /** Drops the build's registration and every module of it the runtime or this class kept. */
  private forget(entry: BuildEntry): void {
    entry.modules.clear();
    const host = getInstance();
    const registration = host?.options.remotes.find((remote) => remote.name === entry.federationName);
    // The runtime's own way of replacing a remote (what `registerRemotes(…, { force: true })` does), without a replacement.
    if (host && registration)
      (host.remoteHandler as unknown as { removeRemote(remote: unknown): void }).removeRemote(registration);
  }

  private module<K extends RemoteModuleId>(entry: BuildEntry, id: K): Settling<RemoteModules[K]> {
    let module = entry.modules.get(id) as Settling<RemoteModules[K]> | undefined;
    if (!module) {
      const exposed = id.slice(id.indexOf('/') + 1);
      module = track(
        loadRemote<RemoteModules[K]>(`${entry.federationName}/${exposed}`).then((loaded) => {
          if (!loaded) throw new Error(`${entry.build.remote} build ${entry.build.version} exposes no ./${exposed}`);
          return loaded;
        }),
      );
      entry.modules.set(id, module);
    }
    return module;
  }

  /** Loads modules from the builds a request was given; a remote without one is left to the browser. */
  loaderFor(builds: Partial<Record<RemoteName, LoadedBuild>>): LoadRemoteModule {
    return <K extends RemoteModuleId>(id: K) => {
      const remote = id.slice(0, id.indexOf('/')) as RemoteName;
      const build = builds[remote];
      const entry = build && this.entries.get(build.id);
      if (!entry) return Promise.reject(new RemoteNotLoaded(remote)) as Promise<RemoteModules[K]>;
      this.options.onRemoteRender?.(remote);
      return this.module(entry, id);
    };
  }

  /** The manifest of a loaded build. */
  manifestOf(build: LoadedBuild): RemoteBuild['manifest'] | undefined {
    return this.entries.get(build.id)?.manifest;
  }

  /** Stylesheets of an exposed module of the build, plus those of one of its named chunks (a page). */
  stylesheets(build: LoadedBuild | undefined, exposed: string, chunk?: string): string[] {
    const manifest = build && this.entries.get(build.id)?.manifest;
    if (!manifest) return [];
    const own = manifest.exposes.find((expose) => expose.name === exposed)?.assets.css.sync ?? [];
    const ofChunk = chunk ? (manifest.metaData[CHUNK_STYLESHEETS_KEY][chunk] ?? []) : [];
    return [...new Set([...own, ...ofChunk])];
  }
}
