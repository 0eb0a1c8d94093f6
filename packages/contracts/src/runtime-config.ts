import * as v from 'valibot';

export const REMOTE_NAMES = ['mf_content', 'mf_booking', 'mf_payment', 'mf_search'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Each remote's folder (and npm workspace): the name its team, its URL on the gateway and the `remotes` command use. */
export const REMOTE_FOLDERS = {
  mf_content: 'mf-content',
  mf_booking: 'mf-booking',
  mf_payment: 'mf-payment',
  mf_search: 'mf-search',
} as const satisfies Record<RemoteName, string>;

/**
 * What the gateway tells the shell at run time (inlined into the HTML it serves).
 * Remote locations live here, not in any build, so a remote can move without a shell rebuild.
 * Never holds a secret.
 */
export const RuntimeConfigSchema = v.object({
  /** Manifest URL per remote, e.g. `/remotes/mf-content/mf-manifest.json`: which build the page names. */
  remotes: v.object({
    mf_content: v.string(),
    mf_booking: v.string(),
    mf_payment: v.string(),
    mf_search: v.string(),
  }),
  /** Base URL of the gateway API, default `/`. */
  apiBase: v.string(),
  mapsApiKey: v.optional(v.string()),
  /** Where the maps script is loaded from (MAPS_SCRIPT_URL); Google's by default. */
  mapsScriptUrl: v.optional(v.string()),
  tagManagerId: v.optional(v.string()),
  bookingWidgetUrl: v.optional(v.string()),
  paymentMode: v.picklist(['sandbox', 'provider']),
  /**
   * The browser entry (`remoteEntry.js`) of each remote whose build the gateway has read, e.g.
   * `/remotes/mf-content/remoteEntry.js`: the browser loads it at once instead of reading the manifest first.
   */
  remoteEntries: v.optional(v.record(v.string(), v.string())),
  /**
   * What the gateway found each remote's browser files to be when it checked the build: the entry script's
   * Subresource Integrity hash, and where its other files' hashes are (`RemoteFileIntegrity`). Browsers run
   * only those bytes: a file changed at its URL since fails to load.
   */
  remoteIntegrity: v.optional(v.record(v.string(), v.object({ entry: v.string(), files: v.string() }))),
  /** Build version of each remote the server rendered the page with (its manifest's `buildVersion`); `remotes` names the same builds. */
  remoteVersions: v.optional(v.record(v.string(), v.string())),
  /** Proves to the gateway that a report the browser sends (a remote that failed, a part that threw) comes from a page it served. */
  reportToken: v.optional(v.string()),
});
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;
