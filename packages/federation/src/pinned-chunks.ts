import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { FILE_INTEGRITY_GLOBAL, UNCHECKED_INTEGRITY } from '@clinic/contracts/file-integrity';

const NAME = 'PinnedChunksPlugin';

/**
 * Code for the remote's runtime that gives a script or stylesheet it is about to load the integrity the
 * page pinned for that file: under a base the page pinned, a file the gateway checked loads only with its
 * bytes, and one it never checked not at all. A page that pinned nothing (a standalone page) loads as before.
 */
function pinning(element: string, url: string): string {
  const base = webpack.RuntimeGlobals.publicPath;
  const global = `self[${JSON.stringify(FILE_INTEGRITY_GLOBAL)}]`;
  return [
    `var pinned = typeof self !== "undefined" && ${global} && ${global}[${base}];`,
    `if (pinned) ${element}.integrity = (${url}.indexOf(${base}) === 0 && pinned[${url}.slice(${base}.length)]) || ${JSON.stringify(UNCHECKED_INTEGRITY)};`,
  ].join('\n');
}

/** Makes a remote's browser build load its chunks (scripts and stylesheets) only as the page pinned them. */
export class PinnedChunksPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        NAME,
        (source) => `${source}\n${pinning('script', 'url')}`,
      );
      MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap(
        NAME,
        (source, { tag, href }) => `${source}\n${pinning(tag, href)}`,
      );
    });
  }
}
