import * as v from 'valibot';
import { OPEN_SLOTS } from './slots.ts';

/** The platform's own remotes: the site has them from its first start, each with a default build. */
export const PLATFORM_REMOTES = ['mf_content', 'mf_booking', 'mf_payment', 'mf_search'] as const;
export type PlatformRemote = (typeof PLATFORM_REMOTES)[number];

/**
 * A remote's federation name: a platform remote, or one an operator registered (`npm run remotes -- register`).
 * Which remotes exist is data in the release store, not a list in this package.
 */
export type RemoteName = string;

/** `mf_` and a lower-case name: the federation name (a JavaScript global in browsers), `_` where its folder has `-`. */
export const REMOTE_NAME_PATTERN = /^mf_[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

export function isRemoteName(name: unknown): name is RemoteName {
  return typeof name === 'string' && name.length <= 64 && REMOTE_NAME_PATTERN.test(name);
}

export function isPlatformRemote(name: string): name is PlatformRemote {
  return (PLATFORM_REMOTES as readonly string[]).includes(name);
}

/** A remote's folder (and npm package, URL on the gateway, name in the `remotes` command): `mf-reviews` for `mf_reviews`. */
export function remoteFolder(remote: RemoteName): string {
  return remote.replaceAll('_', '-');
}

/** The remote a folder name stands for, or undefined when it is no remote's. */
export function remoteOfFolder(folder: string): RemoteName | undefined {
  const remote = folder.replaceAll('-', '_');
  return folder.includes('_') || !isRemoteName(remote) ? undefined : remote;
}

/** Each platform remote's folder (and npm workspace) in this repository. */
export const REMOTE_FOLDERS = {
  mf_content: 'mf-content',
  mf_booking: 'mf-booking',
  mf_payment: 'mf-payment',
  mf_search: 'mf-search',
} as const satisfies Record<PlatformRemote, string>;

/**
 * Who runs the site and how long it keeps what visitors send: shown in the footer and on the privacy
 * policy page. Public facts only, the same on every page.
 */
const ClinicDetailsSchema = v.object({
  legalName: v.string(),
  licenceNumber: v.string(),
  /** As the licence states it, e.g. `2024-03-15`. */
  licenceDate: v.string(),
  contactEmail: v.string(),
  /** Days each kind of sent data is kept: delivered messages, refused messages, unpublished reviews, payments. */
  retentionDays: v.object({ mail: v.number(), deadMail: v.number(), reviews: v.number(), payments: v.number() }),
});
export type ClinicDetails = v.InferOutput<typeof ClinicDetailsSchema>;

/**
 * What the gateway tells the shell at run time (inlined into the HTML it serves).
 * Remote locations live here, not in any build, so a remote can move without a shell rebuild.
 * Never holds a secret.
 */
export const RuntimeConfigSchema = v.object({
  /** Manifest URL per remote, e.g. `/remotes/mf-content/mf-manifest.json`: which build the page names. */
  remotes: v.record(v.string(), v.string()),
  /** Which registered remotes fill each open slot of the shell, and with which exposed module, in render order. */
  slots: v.optional(
    v.record(
      v.picklist(OPEN_SLOTS),
      v.array(v.object({ remote: v.string(), expose: v.string(), contract: v.optional(v.string()) })),
    ),
  ),
  /** Base URL of the gateway API, default `/`. */
  apiBase: v.string(),
  mapsApiKey: v.optional(v.string()),
  /** Where the maps script is loaded from (MAPS_SCRIPT_URL); Google's by default. */
  mapsScriptUrl: v.optional(v.string()),
  tagManagerId: v.optional(v.string()),
  bookingWidgetUrl: v.optional(v.string()),
  paymentMode: v.picklist(['sandbox', 'provider']),
  /** Optional: a shell can meet a gateway older than these details. */
  clinic: v.optional(ClinicDetailsSchema),
  /**
   * The browser entry (`remoteEntry.js`) of each remote whose build the gateway has read, e.g.
   * `/remotes/mf-content/remoteEntry.js`: the browser loads it at once instead of reading the manifest first.
   */
  remoteEntries: v.optional(v.record(v.string(), v.string())),
  /**
   * Development only (a team's development server, whose build has no server entry to check): a remote with no
   * entry in `remoteEntries` is loaded from its manifest as it stands. Otherwise such a remote is not loaded at all.
   */
  uncheckedRemotes: v.optional(v.boolean()),
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
