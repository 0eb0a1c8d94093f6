import * as v from 'valibot';

/** Key in a remote manifest's `metaData`: stylesheets per named chunk group (mf-content's pages are `page-<route id>`). */
export const CHUNK_STYLESHEETS_KEY = 'chunkStylesheets';

/** Key in a remote manifest's `metaData`: every script and stylesheet of the browser build. */
export const BROWSER_FILES_KEY = 'browserFiles';

/** Key in a remote manifest's `metaData`: the contract version the build was made against. */
export const CONTRACT_KEY = 'contract';

/** Key in a remote manifest's `metaData`: the slots the build fills, each with the module it exposes for it. */
export const SLOTS_KEY = 'slots';

/** Key in a remote manifest's `metaData`: how a browser loads the build's entry script. */
export const CONTAINER_KEY = 'container';

/**
 * The one way the shell loads a remote in the browser: webpack's own container, a global of the remote's
 * name that takes the page's shared modules (`init`) and hands out exposed modules (`get`).
 */
export const WEBPACK_CONTAINER = 'webpack';

const fileList = v.optional(v.array(v.string()), []);
const assets = v.optional(
  v.object({
    js: v.optional(v.object({ sync: fileList, async: fileList }), { sync: [], async: [] }),
    css: v.optional(v.object({ sync: fileList, async: fileList }), { sync: [], async: [] }),
  }),
  { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
);
const entryFile = v.object({ name: v.pipe(v.string(), v.nonEmpty()), path: v.optional(v.string(), '') });

/**
 * The part of a remote's `mf-manifest.json` the gateway and the shell's server renderer read: what
 * the build is (name, version), where its browser and server entries are, what it exposes and which
 * shared modules it provides. Anything else in the file is left alone.
 */
export const RemoteManifestSchema = v.object({
  name: v.pipe(v.string(), v.nonEmpty()),
  metaData: v.object({
    buildInfo: v.object({ buildVersion: v.pipe(v.string(), v.nonEmpty()) }),
    remoteEntry: entryFile,
    /** The Node build of the remote, which the server renders with. */
    ssrRemoteEntry: v.optional(entryFile),
    /** `auto`: files are relative to the manifest's own URL. */
    publicPath: v.optional(v.string(), 'auto'),
    [CHUNK_STYLESHEETS_KEY]: v.optional(v.record(v.string(), v.array(v.string())), {}),
    /** Every script and stylesheet of the browser build, whichever chunk loads it: what a page may load of it. */
    [BROWSER_FILES_KEY]: v.optional(fileList, []),
    /** The version of `@clinic/contracts` the build was compiled against: the shell refuses another major. */
    [CONTRACT_KEY]: v.optional(v.object({ version: v.string() })),
    /** Slot name → exposed module (`./doctor-page.aside`); a platform remote's build before slots records none. */
    [SLOTS_KEY]: v.optional(v.record(v.string(), v.string())),
    /** How browsers load the entry (`WEBPACK_CONTAINER`); builds made for the federation runtime record none. */
    [CONTAINER_KEY]: v.optional(v.string()),
  }),
  exposes: v.array(v.object({ name: v.string(), path: v.string(), assets })),
  shared: v.array(
    v.object({
      name: v.string(),
      version: v.string(),
      singleton: v.optional(v.boolean()),
      requiredVersion: v.optional(v.union([v.string(), v.literal(false)])),
    }),
  ),
});
export type RemoteManifest = v.InferOutput<typeof RemoteManifestSchema>;

/** @public where it was first published; `@clinic/contracts/build-file-url` holds it, apart from the schema. */
export { buildFileUrl } from './build-file-url.ts';
