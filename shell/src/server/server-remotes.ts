import { Script } from 'node:vm';
import { registerGlobalPlugins, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from '@clinic/contracts/runtime-config';
import { CHUNK_STYLESHEETS_KEY, type ServerRendererOptions } from '@clinic/contracts/server-render';
import { forgetRemoteModules } from '../remotes/federation.ts';

interface Manifest {
  metaData?: { buildInfo?: { buildVersion?: string }; [CHUNK_STYLESHEETS_KEY]?: Record<string, string[]> };
  exposes?: Array<{ name: string; assets?: { css?: { sync?: string[] } } }>;
}

interface RemoteState {
  version?: string;
  manifest?: Manifest;
}

// Node's own require, which webpack leaves as it is: remote server code may ask for Node's modules.
declare const __non_webpack_require__: NodeJS.Require;

/** Runs a CommonJS server entry as the federation runtime's own Node loader does, and returns its exports. */
function evaluateEntry(code: string, url: string): unknown {
  const module = { exports: {} as Record<string, unknown> };
  const run = new Script(`(function(exports, module, require, __dirname, __filename) {${code}\n})`, { filename: url }).runInThisContext();
  run(module.exports, module, __non_webpack_require__, new URL('.', url).pathname, url);
  return module.exports;
}

/**
 * Lets the gateway answer the runtime's fetches (manifests, chunks) and server entries, which the
 * runtime would otherwise always fetch from the network, so same-site remotes are read from disk.
 */
function gatewayFetchPlugin(fetch: NonNullable<ServerRendererOptions['fetch']>): ModuleFederationRuntimePlugin {
  return {
    name: 'gateway-fetch',
    // Undefined lets the runtime fetch from the network itself.
    fetch: (url: string) => fetch(url) as Promise<Response>,
    async loadEntry({ remoteInfo }) {
      const response = await fetch(remoteInfo.entry);
      if (!response) return undefined;
      if (!response.ok) throw new Error(`server entry of ${remoteInfo.name} answered ${response.status}: ${remoteInfo.entry}`);
      const exports = evaluateEntry(await response.text(), remoteInfo.entry) as Record<string, unknown>;
      return (exports[remoteInfo.entryGlobalName] ?? exports) as never;
    },
  };
}

/**
 * The remotes as the server sees them: registered from the runtime configuration (the same
 * manifest URLs as the browser's), their server entries named by those manifests. A manifest
 * with a new build version re-registers its remote and drops what was loaded of it, so a
 * redeployed remote is rendered from the next request on, without a restart.
 */
export class ServerRemotes {
  private readonly state = new Map<RemoteName, RemoteState>();
  private checkedAt = -Infinity;
  private checking: Promise<void> | undefined;

  constructor(private readonly options: ServerRendererOptions) {
    if (options.fetch) {
      const plugin = gatewayFetchPlugin(options.fetch);
      // The host's instance exists already; each remote's server entry makes its own, which takes the global plugins.
      registerGlobalPlugins([plugin]);
      registerPlugins([plugin]);
    }
    registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: options.remotes[name] })));
  }

  /** Asks the manifests for new builds, at most once per poll interval; a request waits for a check it started. */
  refresh(): Promise<void> {
    if (Date.now() - this.checkedAt < this.options.remotePollMs) return Promise.resolve();
    this.checking ??= Promise.all(REMOTE_NAMES.map((name) => this.check(name))).then(() => {
      this.checkedAt = Date.now();
      this.checking = undefined;
    });
    return this.checking;
  }

  versions(): Partial<Record<RemoteName, string>> {
    const versions: Partial<Record<RemoteName, string>> = {};
    for (const [name, { version }] of this.state) if (version) versions[name] = version;
    return versions;
  }

  /** Stylesheets of an exposed module, plus those of one of its named chunks (a page). */
  stylesheets(remote: RemoteName, exposed: string, chunk?: string): string[] {
    const manifest = this.state.get(remote)?.manifest;
    if (!manifest) return [];
    const own = manifest.exposes?.find((expose) => expose.name === exposed)?.assets?.css?.sync ?? [];
    const ofChunk = chunk ? (manifest.metaData?.[CHUNK_STYLESHEETS_KEY]?.[chunk] ?? []) : [];
    return [...new Set([...own, ...ofChunk])];
  }

  private async check(name: RemoteName): Promise<void> {
    const url = this.options.remotes[name];
    try {
      const response = (await this.options.fetch?.(url)) ?? (await fetch(url, { headers: { 'Cache-Control': 'no-cache' } }));
      if (!response.ok) throw new Error(`manifest answered ${response.status}`);
      const manifest = (await response.json()) as Manifest;
      const version = manifest.metaData?.buildInfo?.buildVersion;
      const known = this.state.get(name);
      if (known?.version !== undefined && known.version !== version) {
        registerRemotes([{ name, entry: url }], { force: true });
        forgetRemoteModules(name);
        this.options.log.warn({ remote: name, from: known.version, to: version }, 'remote redeployed: server rendering uses its new build');
      }
      this.state.set(name, { version, manifest });
    } catch (error) {
      // Rendering goes on with what was loaded before; a remote never loaded renders its fallback.
      this.options.log.warn({ remote: name, url, err: String(error) }, 'remote manifest unavailable to the server renderer');
      this.options.reportRemoteFailure?.(name);
    }
  }
}
