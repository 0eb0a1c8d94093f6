import type { SlotFillers } from '@clinic/contracts/slots';
import type { Locale } from '@clinic/contracts/locale';
import type { ClinicDetails, RemoteName } from '@clinic/contracts/runtime-config';
import type { FormPageState } from '@clinic/contracts/form-page';
import type { LoadedBuild, RemoteBuild } from '@clinic/contracts/server-render';

/**
 * The messages between the gateway and a renderer process. The renderer runs the remotes' code, so
 * everything it sends is untrusted: the gateway checks each message's shape and answers only what a
 * browser could have (content of the public API, files of the builds it was asked to load).
 */

/** What one render needs: never a cookie, a header or a body, only what the page shows. */
export interface RenderOrder {
  url: string;
  locale: Locale;
  status: number;
  timeoutMs: number;
  /** Builds by the id the renderer gave them when it loaded them. */
  builds: Partial<Record<RemoteName, string>>;
  /** Which of those builds fill each open slot of the page. */
  slots?: SlotFillers;
  formPage?: FormPageState;
  clinic?: ClinicDetails;
}

export type GatewayMessage =
  | { type: 'load'; id: number; build: RemoteBuild }
  | { type: 'unload'; build: string }
  | { type: 'render'; id: number; order: RenderOrder }
  | { type: 'check'; id: number; build: string }
  /**
   * A content answer. `ref` names the answer object while the gateway's source keeps handing out the same one:
   * the value comes with the first answer a renderer gets of it, later ones name it alone.
   */
  | { type: 'content'; id: number; ok: true; ref?: number; value?: unknown }
  /** Answers a renderer may drop: the gateway will send their values again if they are wanted. */
  | { type: 'forget'; refs: number[] }
  | { type: 'content'; id: number; ok: false; name: string; message: string; status?: number }
  | { type: 'file'; id: number; status: number; body: string };

/**
 * The content a render read, for the page: by key, each answer the gateway gave by its `ref`, so the gateway
 * puts its own objects in the page (their text written once for all pages), or its value when it had none.
 */
export type DehydratedContent = { entries: Array<[string, number | { value: unknown }]> } | { value: unknown };

export interface RenderEnd {
  dehydrated: DehydratedContent;
  failedParts: boolean;
  failedRemotes: RemoteName[];
  timedOut: boolean;
}

export type RendererMessage =
  | { type: 'started' }
  /** Sent every `ALIVE_INTERVAL_MS` while the process gets its turn: one that stops has code that never gives it back. */
  | { type: 'alive' }
  | { type: 'loaded'; id: number; build: LoadedBuild }
  | { type: 'checked'; id: number; problems: string[] }
  | { type: 'failed'; id: number; message: string }
  | { type: 'head'; id: number; stylesheets: Array<{ remote: RemoteName; file: string }> }
  | { type: 'ready'; id: number }
  | { type: 'chunk'; id: number; bytes: Uint8Array }
  | { type: 'end'; id: number; end: RenderEnd }
  /** A content read of a render or a check under way (`of` is its id). */
  | { type: 'content'; id: number; of: number; locale: Locale; operation: string; query: unknown }
  /** A file of a build the renderer was asked to load. */
  | { type: 'file'; id: number; url: string }
  | { type: 'log'; level: 'info' | 'warn' | 'error'; fields: Record<string, unknown>; message: string }
  | { type: 'remote-failure'; remote: RemoteName };

export const ALIVE_INTERVAL_MS = 250;

/** The file descriptor on which a renderer names, one line each, the remote whose code it is about to run. */
export const REMOTE_MARKS_FD = 4;
