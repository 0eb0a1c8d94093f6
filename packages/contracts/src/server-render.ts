import type { Locale } from './locale.ts';
import type { RemoteName } from './runtime-config.ts';
import type { ContentLoader } from './content/operations.ts';

/**
 * The border between the gateway and the shell's server bundle (`shell/dist/ssr/main.js`).
 * The gateway loads that bundle at start and never imports React itself; everything React
 * lives behind these types.
 */

interface ServerLog {
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface ServerRendererOptions {
  /** Absolute manifest URL per remote: the same runtime configuration the browser gets. */
  remotes: Record<RemoteName, string>;
  /** Answers a fetch the federation runtime makes (manifests, server entries, chunks); `undefined` lets it go to the network. */
  fetch?: (url: string) => Promise<Response | undefined>;
  /** How often, at most, the remotes' manifests are asked for a new version (ms). */
  remotePollMs: number;
  log: ServerLog;
  /** Told of each remote the server could not load (its manifest or its modules), for the gateway's metrics. */
  reportRemoteFailure?: (remote: string) => void;
}

export interface RenderRequest {
  /** Absolute URL of the page (path and query). */
  url: string;
  locale: Locale;
  /** The status the gateway decided (404 for an unknown page or item): the error page is rendered for anything but 200. */
  status: number;
  /** Nonce of this response's CSP, carried by every inline script React writes. */
  nonce: string;
  /** Reads content in-process: the gateway's `ContentSource.get`. */
  loader: ContentLoader;
  /** The render is aborted after this long: what has not arrived is rendered in the browser. */
  timeoutMs: number;
}

/** A render under way: what the head needs at once, the body once it is complete. */
export interface ServerRender {
  /** Stylesheets of the remote modules this page renders, for the head: files relative to the remote's manifest URL. */
  stylesheets: Array<{ remote: RemoteName; file: string }>;
  /** The build version of each remote the server used; the page's runtime config carries them. */
  remoteVersions: Partial<Record<RemoteName, string>>;
  /**
   * Settles when the whole body is rendered (`onAllReady`), so it goes out in document order: read
   * without JavaScript, streamed Suspense segments would stay hidden. The head goes out before.
   */
  ready: Promise<void>;
  /** Streams the body of `#root` once ready; ends `destination` when done. */
  pipe<T extends NodeJS.WritableStream>(destination: T): T;
  /** The data the render read, for the browser's store (JSON-safe). */
  dehydrate(): unknown;
  /** Whether a part failed on the server and was left to the browser; known once the body has been piped. */
  failedParts(): boolean;
}

export interface ServerRenderer {
  render(request: RenderRequest): Promise<ServerRender>;
  /** The build version of each remote a render started now would use (asks the manifests at most once per poll interval). */
  versions(): Promise<Partial<Record<RemoteName, string>>>;
}

/** What the shell's server bundle exports. */
export interface ShellServerModule {
  createServerRenderer(options: ServerRendererOptions): ServerRenderer;
}

/** Key in a remote manifest's `metaData`: stylesheets per named chunk group (mf-content's pages are `page-<route id>`). */
export const CHUNK_STYLESHEETS_KEY = 'chunkStylesheets';
