import type { Locale } from './locale.ts';
import type { ClinicDetails, RemoteName } from './runtime-config.ts';
import type { RemoteManifest } from './remote-manifest.ts';
import type { ContentLoader } from './content/operations.ts';
import type { FormPageState } from './form-page.ts';
import type { SlotFillers } from './slots.ts';

/**
 * The border between the gateway and the shell's server bundle (`shell/dist/ssr/main.cjs`).
 * The gateway loads that bundle at start and never imports React itself; everything React
 * lives behind these types. The gateway decides which build of each remote is live (its release
 * registry and background checks); the renderer loads the builds it is given and renders each
 * request with the builds the gateway chose for that visitor.
 */

interface ServerLog {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface ServerRendererOptions {
  /**
   * Answers the renderer's reads of a build's files (server entry and chunks) by absolute URL:
   * the gateway reads its own `/remotes/` from disk, anything else from the network, with a time-out.
   */
  fetch: (url: string) => Promise<Response>;
  log: ServerLog;
  /** Told of each failed load of a remote's code during a render (once per failure), for the gateway's metrics. */
  reportRemoteFailure?: (remote: RemoteName, error: unknown) => void;
  /**
   * Told, before a part of the page runs a remote's module, whose it is: a renderer that stops
   * answering was last running that remote's code.
   */
  onRemoteRender?: (remote: RemoteName) => void;
}

/** One build of a remote, its manifest read and checked by the gateway. */
export interface RemoteBuild {
  remote: RemoteName;
  /** Absolute URL the server reads the manifest from; the build's files are relative to it. */
  manifestUrl: string;
  manifest: RemoteManifest;
  /** The build's identity (a hash of its manifest), told apart from another build at the same URL with the same version. */
  buildId?: string;
}

/** A build the renderer has loaded: its server code is in and every module the shell needs from it answered. */
export interface LoadedBuild {
  readonly id: string;
  readonly remote: RemoteName;
  readonly version: string;
}

export interface RenderRequest {
  /** Absolute URL of the page (path and query). */
  url: string;
  locale: Locale;
  /** The status the gateway decided (404 for an unknown page or item): the error page is rendered for anything but 200. */
  status: number;
  /** Reads content in-process: the gateway's `ContentSource.get`. */
  loader: ContentLoader;
  /** The render is aborted after this long: what has not arrived is rendered in the browser. */
  timeoutMs: number;
  /** The build of each remote this visitor gets; a remote without one is rendered in the browser. */
  builds: Partial<Record<RemoteName, LoadedBuild>>;
  /** What a form's page shows in answer to a plain form post (success, errors with the input kept). */
  formPage?: FormPageState;
  /** Which registered remotes fill each open slot of the page (their builds are among `builds`). */
  slots?: SlotFillers;
  /** The clinic's legal details, as the page's runtime configuration gives them to the browser. */
  clinic?: ClinicDetails;
}

/** A render under way: what the head needs at once, the body once it is complete. */
export interface ServerRender {
  /** Stylesheets of the remote modules this page renders, for the head: files relative to the remote's manifest URL. */
  stylesheets: Array<{ remote: RemoteName; file: string }>;
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
  /** What the failed parts threw, in order; known once the body has been piped. */
  errors(): unknown[];
  /** The remotes whose own code threw in a failed part, each once; known once the body has been piped. */
  failedRemotes(): RemoteName[];
  /** Whether the render ran out of time (`timeoutMs`); known once the body has been piped. */
  timedOut(): boolean;
}

export interface ServerRenderer {
  /**
   * Loads a build's server code and every module the shell needs from it; rejects, loading nothing,
   * when any of them fails. A build already loaded is answered as it is.
   */
  load(build: RemoteBuild): Promise<LoadedBuild>;
  /** Forgets a build no render will use again, so its code can be collected. */
  unload(build: LoadedBuild): void;
  render(request: RenderRequest): Promise<ServerRender>;
  /**
   * Renders every module the shell needs from a loaded build as the site renders it, in both locales,
   * with content from `loader`, and answers what threw, one line each (none: the build renders). The
   * same check runs before a release goes live and in a remote team's own CI (`clinic-remote check`).
   */
  checkRenders(build: LoadedBuild, loader: ContentLoader): Promise<string[]>;
}

/** A content loader's refusal that a render check does not count against the build: the team's own check has no content to give. */
export const CONTENT_WITHHELD = 'ContentWithheld';

/**
 * The content loader of a check that has no content to give (a team's own CI, an operator's local
 * command): every load is refused as withheld, so pages that wait for content are not counted against
 * the build and only what a module itself throws is.
 */
export function withholdContent(who: string): ContentLoader {
  return () => Promise.reject(Object.assign(new Error(`${who} renders without content`), { name: CONTENT_WITHHELD }));
}

/** What the shell's server bundle exports. */
export interface ShellServerModule {
  createServerRenderer(options: ServerRendererOptions): ServerRenderer;
}

/**
 * What a host hands a remote's server entry when it evaluates it: the entry's own URL and a reader of
 * the build's files. The entry's chunk loader (`@clinic/federation`'s server chunk loading) asks for
 * it with `require(SERVER_BUILD_CONTEXT)` and reads each chunk from the entry's base URL, so two
 * builds of one remote in one process each load their own chunks.
 */
export const SERVER_BUILD_CONTEXT = '@clinic/server-build-context';

export interface ServerBuildContext {
  /** Absolute URL of the server entry; chunk files are relative to it. */
  entryUrl: string;
  /** The text of a file of the build, by absolute URL. */
  read(url: string): Promise<string>;
}
