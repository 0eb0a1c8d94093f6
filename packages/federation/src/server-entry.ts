import webpack, { type Compiler } from 'webpack';
import { CHUNK_STYLESHEETS_KEY, CONTRACT_KEY } from '@clinic/contracts/remote-manifest';
import { installedPackageVersion } from './shared-modules.ts';

/** Folder of an app's Node build inside its `dist`, beside the browser build. */
export const SERVER_DIR = 'ssr';

const MANIFEST = 'mf-manifest.json';

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

/**
 * Names the remote's server entry in its browser manifest (`metaData.ssrRemoteEntry`, which the
 * federation runtime reads on Node) and stamps the manifest with the build's version, so one
 * `REMOTE_*_URL` locates both builds and a redeploy is told apart from the build before it. It also
 * records the contract version the build was compiled against, which the shell's checks compare with its own.
 */
export class PublishServerEntryPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PublishServerEntryPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublishServerEntryPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.metaData.buildInfo.buildVersion = buildVersion(compilation.fullHash ?? compilation.hash ?? '');
          manifest.metaData.ssrRemoteEntry = { name: 'remoteEntry.js', path: SERVER_DIR, type: 'commonjs-module' };
          manifest.metaData[CHUNK_STYLESHEETS_KEY] = namedChunkStylesheets(compilation);
          manifest.metaData[CONTRACT_KEY] = { version: installedPackageVersion(compiler.context, '@clinic/contracts') };
          compilation.updateAsset(MANIFEST, new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}
