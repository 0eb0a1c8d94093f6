import type { FederationHost } from '@clinic/contracts/federation-host';
import { REMOTE_FOLDERS, REMOTE_NAMES, type RemoteName } from '@clinic/contracts/runtime-config';
import { checkRelease, fetchFailure } from './release-check.ts';
import { replay, type BuildPointer, type HistoryLine, type ReleaseRegistry } from './release-registry.ts';
import { serverRemoteUrl, type RemoteFetch } from './remote-files.ts';

const REMOTES_USAGE = 'usage: npm run remotes -- status [remote] | promote <remote> <manifest-url> | rollback <remote> | canary <remote> <manifest-url> <percent>';

export interface RemotesCommandContext {
  registry: ReleaseRegistry;
  /** `REMOTE_*_URL`: live while nothing has been promoted. */
  defaults: Record<RemoteName, string>;
  fetch: RemoteFetch;
  host: FederationHost;
  siteOrigin?: string;
  /** How often replicas read the registry, for the promise the command makes. */
  pollMs: number;
}

export interface CommandResult {
  code: number;
  lines: string[];
}

const DEFAULT_VARIABLES: Record<RemoteName, string> = {
  mf_content: 'REMOTE_CONTENT_URL',
  mf_booking: 'REMOTE_BOOKING_URL',
  mf_payment: 'REMOTE_PAYMENT_URL',
  mf_search: 'REMOTE_SEARCH_URL',
};

const folderOf = (remote: RemoteName) => REMOTE_FOLDERS[remote];
const time = (at: number | undefined) => (at === undefined ? '' : new Date(at).toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC'));
const describe = (build: BuildPointer) => `${build.manifestUrl}${build.version ? ` (${build.version})` : ''}`;

function remoteNamed(folder: string | undefined): RemoteName | undefined {
  return REMOTE_NAMES.find((remote) => folderOf(remote) === folder);
}

/** A manifest URL a team may promote: absolute http(s), or a path on the gateway itself. */
function manifestUrlProblem(url: string | undefined): string | undefined {
  if (!url) return 'a manifest URL is required';
  if (url.startsWith('/') && !url.startsWith('//')) return undefined;
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) return `${url} is not an http(s) URL or a path on the gateway (/remotes/…)`;
  return undefined;
}

async function liveVersion(fetch: RemoteFetch, url: string): Promise<string> {
  try {
    const response = await fetch(serverRemoteUrl(url));
    if (!response.ok) return `unreadable: answered ${response.status}`;
    const version = ((await response.json()) as { metaData?: { buildInfo?: { buildVersion?: string } } }).metaData?.buildInfo?.buildVersion;
    return version ?? 'unknown (the manifest names no build version)';
  } catch (error) {
    return `unreadable: ${fetchFailure(error)}`;
  }
}

function historyLine(line: HistoryLine): string {
  const share = line.percent === null ? '' : ` to ${line.percent}% of visitors`;
  return `    ${time(line.at)}  ${line.action.padEnd(8)} ${line.from ? `${describe(line.from)} -> ` : ''}${describe(line.to)}${share}`;
}

async function status(context: RemotesCommandContext, only: RemoteName | undefined): Promise<CommandResult> {
  const events = await context.registry.events();
  const lines: string[] = [];
  for (const remote of only ? [only] : REMOTE_NAMES) {
    const state = replay(remote, context.defaults[remote], events);
    const { live, canary } = state;
    const version = live.version ?? (await liveVersion(context.fetch, live.manifestUrl));
    lines.push(folderOf(remote));
    lines.push(`  live     ${live.manifestUrl}  version ${version}  ${live.since ? `since ${time(live.since)}` : `(the default, ${DEFAULT_VARIABLES[remote]})`}`);
    if (canary) lines.push(`  canary   ${canary.manifestUrl}  version ${canary.version}  ${canary.percent}% of visitors  since ${time(canary.since)}`);
    lines.push(state.history.length ? '  history' : '  history  (none: nothing promoted yet)');
    lines.push(...state.history.map(historyLine));
  }
  return { code: 0, lines };
}

async function checked(context: RemotesCommandContext, remote: RemoteName, manifestUrl: string) {
  return checkRelease({ remote, manifestUrl, fetch: context.fetch, host: context.host, siteOrigin: context.siteOrigin });
}

const refused = (remote: RemoteName, reason: string): CommandResult => ({ code: 1, lines: [`${folderOf(remote)}: refused: ${reason}`] });

/**
 * A team's releases, without a restart: `promote` checks a build and makes it live, `rollback` goes back
 * to the build live before, `canary` gives a build to a share of visitors until the next promote or
 * rollback, `status` shows what is live and the history. Replicas follow within their poll interval.
 * Returns the exit code and the lines to print; a refusal is one line naming what is wrong.
 */
export async function remotesCommand(args: readonly string[], context: RemotesCommandContext): Promise<CommandResult> {
  const [command, folder, url, percentText, ...rest] = args;
  const remote = remoteNamed(folder);
  const follow = `replicas follow within ${Math.ceil(context.pollMs / 1000) + 1} s`;
  if (rest.length) return { code: 2, lines: [REMOTES_USAGE] };
  if (command === 'status' && url === undefined) {
    if (folder !== undefined && !remote) return { code: 2, lines: [`unknown remote ${folder}: one of ${Object.values(REMOTE_FOLDERS).join(', ')}`] };
    return status(context, remote);
  }
  if (!['promote', 'rollback', 'canary'].includes(command ?? '')) return { code: 2, lines: [REMOTES_USAGE] };
  if (!remote) return { code: 2, lines: [folder ? `unknown remote ${folder}: one of ${Object.values(REMOTE_FOLDERS).join(', ')}` : REMOTES_USAGE] };
  const state = replay(remote, context.defaults[remote], await context.registry.events());

  if (command === 'rollback') {
    if (url !== undefined) return { code: 2, lines: [REMOTES_USAGE] };
    const previous = state.previous;
    if (!previous) return { code: 1, lines: [`${folder}: nothing to roll back to: no build was promoted over the default`] };
    const result = await checked(context, remote, previous.manifestUrl);
    if (!result.ok) return refused(remote, `the build live before cannot be served again: ${result.reason}`);
    await context.registry.append({ remote, action: 'rollback', manifestUrl: previous.manifestUrl, version: result.build.version, percent: null });
    return { code: 0, lines: [`${folder}: rolled back to ${describe({ manifestUrl: previous.manifestUrl, version: result.build.version })}${state.canary ? '; the canary ended' : ''}; ${follow}`] };
  }

  const urlProblem = manifestUrlProblem(url);
  if (urlProblem) return { code: 2, lines: [`${folder}: ${urlProblem}`] };
  const manifestUrl = url!;
  let percent: number | null = null;
  if (command === 'canary') {
    percent = Number(percentText);
    if (percentText === undefined || !/^\d{1,3}$/.test(percentText) || percent > 100) return { code: 2, lines: [`${folder}: the canary's percent must be an integer from 0 to 100`] };
  } else if (percentText !== undefined) return { code: 2, lines: [REMOTES_USAGE] };

  const result = await checked(context, remote, manifestUrl);
  if (!result.ok) return refused(remote, result.reason);
  const { version } = result.build;
  if (command === 'promote') {
    if (state.live.manifestUrl === manifestUrl && state.live.version === version && !state.canary) return { code: 0, lines: [`${folder}: ${describe({ manifestUrl, version })} is live already`] };
    await context.registry.append({ remote, action: 'promote', manifestUrl, version, percent: null });
    return { code: 0, lines: [`${folder}: ${describe({ manifestUrl, version })} is live${state.canary ? '; the canary ended' : ''}; ${follow}`] };
  }
  await context.registry.append({ remote, action: 'canary', manifestUrl, version, percent });
  return { code: 0, lines: [`${folder}: ${describe({ manifestUrl, version })} goes to ${percent}% of visitors, ${describe(state.live)} to the rest; ${follow}`] };
}
