import { SERVER_BUILD_CONTEXT, type ServerBuildContext } from '@clinic/contracts/server-render';

// A federation runtime plugin compiled into every remote's server build. It runs inside the remote's
// bundle, where `__webpack_require__` is that bundle's own module system and `__non_webpack_require__`
// the `require` its host evaluated it with.

interface Chunk {
  ids: Array<string | number>;
  modules: Record<string, unknown>;
  runtime?: (require: WebpackRequire) => void;
}

interface WebpackRequire {
  m: Record<string, unknown>;
  /** Federation's test of whether a chunk has a file of its own: chunks of shared or remote modules only have none. */
  federation?: { chunkMatcher?: (chunkId: string | number) => boolean };
  u(chunkId: string | number): string;
  f: Record<string, ((chunkId: string | number, promises: Array<Promise<unknown>>) => void) | undefined>;
}

declare const __webpack_require__: WebpackRequire;
declare const __non_webpack_require__: NodeJS.Require;

function hostContext(): ServerBuildContext | undefined {
  try {
    return __non_webpack_require__(SERVER_BUILD_CONTEXT) as ServerBuildContext;
  } catch {
    // Required as a plain file (no host context): webpack's own loader reads chunks beside the entry.
    return undefined;
  }
}

/** Runs a chunk's code as webpack's Node chunk loader does and answers what it exports. */
function evaluateChunk(code: string, url: string): Chunk {
  const vm = __non_webpack_require__('node:vm') as typeof import('node:vm');
  const chunk = {} as Chunk;
  const run = new vm.Script(`(function(exports, require, __dirname, __filename) {${code}\n})`, {
    filename: url,
  }).runInThisContext() as (exports: Chunk, require: NodeJS.Require, dirname: string, filename: string) => void;
  run(chunk, __non_webpack_require__, new URL('.', url).href, url);
  return chunk;
}

/**
 * @public (named by path in the server build's `runtimePlugins`)
 * Loads the build's lazy chunks from the URL its entry came from, through the host's reader. Set up
 * when the entry is evaluated, for this build's module system alone: nothing is looked up by the
 * remote's name, which every build of a remote shares.
 */
export default function serverChunkLoading() {
  const context = hostContext();
  const webpackRequire = __webpack_require__;
  if (context && webpackRequire.f.readFileVm) {
    const installed = new Map<string | number, Promise<void> | true>();
    webpackRequire.f.readFileVm = (chunkId, promises) => {
      const state = installed.get(chunkId);
      if (state === true) return;
      if (webpackRequire.federation?.chunkMatcher?.(chunkId) === false) {
        installed.set(chunkId, true);
        return;
      }
      if (state) {
        promises.push(state);
        return;
      }
      const url = new URL(webpackRequire.u(chunkId), context.entryUrl).href;
      const loading = context.read(url).then((code) => {
        const chunk = evaluateChunk(code, url);
        for (const [id, factory] of Object.entries(chunk.modules)) webpackRequire.m[id] = factory;
        chunk.runtime?.(webpackRequire);
        for (const id of chunk.ids) installed.set(id, true);
        installed.set(chunkId, true);
      });
      // A failed load is tried again by the next render that needs the chunk.
      loading.catch(() => installed.delete(chunkId));
      installed.set(chunkId, loading);
      promises.push(loading);
    };
  }
  return { name: 'clinic-server-chunk-loading' };
}
