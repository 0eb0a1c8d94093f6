import webpack, { type Compiler } from 'webpack';
import {
  BROWSER_FILES_KEY,
  CHUNK_STYLESHEETS_KEY,
  CONTAINER_KEY,
  SLOTS_KEY,
  CONTRACT_KEY,
  WEBPACK_CONTAINER,
  type RemoteManifest,
} from '@clinic/contracts/remote-manifest';
import { installedPackageVersion, remoteSharedManifest } from './shared-modules.ts';

/** Folder of an app's Node build inside its `dist`, beside the browser build. */
export const SERVER_DIR = 'ssr';

/** The browser's entry script of a remote: the container the shell loads its modules from. */
export const REMOTE_ENTRY = 'remoteEntry.js';

const MANIFEST = 'mf-manifest.json';

/** The chunk an exposed module (`./pages`) starts in: named, so the manifest can list its files. */
export const exposeChunkName = (expose: string) => `expose-${expose.replace(/^\.\//, '')}`;

/** `MF_BUILD_VERSION` when the deploy names one (e.g. the git commit), else the build's content hash: a rebuild with any change is a new version. */
function buildVersion(contentHash: string): string {
  return process.env.MF_BUILD_VERSION?.trim() || contentHash.slice(0, 16);
}

function namedChunkStylesheets(compilation: webpack.Compilation): Record<string, string[]> {
  const stylesheets: Record<string, string[]> = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    const files = group.getFiles().filter((file) => file.endsWith('.css'));
    if (files.length) stylesheets[name] = files;
  }
  return stylesheets;
}

type Assets = RemoteManifest['exposes'][number]['assets'];

/** The files an exposed module needs at once (its chunk's) and those it may load later (every chunk it can import). */
function exposeAssets(compilation: webpack.Compilation, expose: string): Assets {
  const group = compilation.namedChunkGroups.get(exposeChunkName(expose));
  if (!group) throw new Error(`the build has no chunk for the exposed module ${expose}`);
  const sync = new Set(group.getFiles());
  const later = new Set<string>();
  const seen = new Set<webpack.ChunkGroup>([group]);
  const pending = [...group.getChildren()];
  for (let child = pending.pop(); child; child = pending.pop()) {
    if (seen.has(child)) continue;
    seen.add(child);
    for (const file of child.getFiles()) if (!sync.has(file)) later.add(file);
    pending.push(...child.getChildren());
  }
  const of = (files: Set<string>, extension: string) => [...files].filter((file) => file.endsWith(extension));
  return {
    js: { sync: of(sync, '.js'), async: of(later, '.js') },
    css: { sync: of(sync, '.css'), async: of(later, '.css') },
  };
}

/** Every script and stylesheet the build's chunks are made of, sorted: all a page may load of the build. */
function browserFiles(compilation: webpack.Compilation): string[] {
  const files = new Set<string>();
  for (const chunk of compilation.chunks)
    for (const file of chunk.files) if (/\.(js|css)$/.test(file) && file !== REMOTE_ENTRY) files.add(file);
  return [...files].sort();
}

/**
 * Writes a remote's `mf-manifest.json` (the development build's too, which the development gateway reads):
 * what the build is (its name and version: the deploy's, or its content hash, so a redeploy is told apart
 * from the build before it), its browser entry and its Node build's (so one `REMOTE_*_URL` locates both),
 * each exposed module's files, every page's stylesheets, the shared singletons it carries with the ranges it
 * needs, the contract version it was compiled against, which the shell's checks compare with its own, and
 * that its entry is a webpack container, which is how the shell loads it.
 */
export class RemoteManifestPlugin {
  constructor(
    private readonly name: string,
    /** Expose name → source file. */
    exposeFiles: Record<string, string>,
    /** Slot → the expose that fills it. */
    private readonly slots: Record<string, string>,
    /** Whether a Node build is made beside this one (production), to be named as the server entry. */
    private readonly withServerEntry: boolean,
  ) {
    this.exposes = Object.keys(exposeFiles);
  }

  private readonly exposes: readonly string[];

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RemoteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemoteManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const manifest: RemoteManifest = {
            name: this.name,
            metaData: {
              buildInfo: { buildVersion: buildVersion(compilation.fullHash ?? compilation.hash ?? '') },
              remoteEntry: { name: REMOTE_ENTRY, path: '' },
              ...(this.withServerEntry ? { ssrRemoteEntry: { name: REMOTE_ENTRY, path: SERVER_DIR } } : {}),
              publicPath: 'auto',
              [CHUNK_STYLESHEETS_KEY]: namedChunkStylesheets(compilation),
              [BROWSER_FILES_KEY]: browserFiles(compilation),
              [CONTRACT_KEY]: { version: installedPackageVersion(compiler.context, '@clinic/contracts') },
              [CONTAINER_KEY]: WEBPACK_CONTAINER,
              [SLOTS_KEY]: this.slots,
            },
            shared: remoteSharedManifest(compiler.context),
            exposes: this.exposes.map((expose) => ({
              name: expose.slice(2),
              path: expose,
              assets: exposeAssets(compilation, expose),
            })),
          };
          compilation.emitAsset(MANIFEST, new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}
