import { parseArgs } from 'node:util';
import type { FederationHost } from '@clinic/contracts/federation-host';
import type { ReleaseCommandResult } from '@clinic/contracts/release-api';
import {
  isPlatformRemote,
  PLATFORM_REMOTES,
  remoteFolder,
  remoteOfFolder,
  type RemoteName,
} from '@clinic/contracts/runtime-config';
import { PLATFORM_REMOTE_SLOTS } from '@clinic/contracts/remote-modules';
import { isOpenSlot, OPEN_SLOTS, type OpenSlot, type SlotName } from '@clinic/contracts/slots';
import { checkManifest } from '@clinic/contracts/release-check';
import { MIN_CANARY_VISITORS } from './canary-analysis.ts';
import { checkRelease, fetchFailure, type CheckedBuild } from './release-check.ts';
import {
  MAX_PREVIEW_HOURS,
  replay,
  type BuildPointer,
  type CanaryPlan,
  type HistoryLine,
  type NewReleaseEvent,
  type ReleaseRegistry,
  type RemoteReleaseState,
} from './release-registry.ts';
import { createToken, slotsOfRemote, type ReleaseStore } from './release-store.ts';
import { readFederationHost } from './federation-host-file.ts';
import { isOwnRemoteUrl, outsideOrigins, serverRemoteUrl, type RemoteFetch } from './remote-files.ts';

export const REMOTES_USAGE = [
  'usage: npm run remotes -- [--gateway <url> --token <token>] <command>',
  '  status [remote]',
  '  promote <remote> <manifest-url> [--note <text>]',
  '  canary <remote> <manifest-url> <percent> [--note <text>]',
  '  canary <remote> <manifest-url> --auto [--steps 5,25,50,100] [--step-seconds 60] [--min-views 50] [--max-error-rate-increase 0.02] [--note <text>]',
  '  abort <remote> [--note <text>]',
  '  rollback <remote> [--note <text>]',
  '  preview <remote> <manifest-url> [--hours 24] | preview list [remote] | preview revoke <remote> <build-id>',
  '  token create <remote> --name <team> --origin <url> [--origin <url>…] | token list | token revoke <id>   (operators, local mode only)',
  `  register <remote> --slot <slot>[,<slot>…]   (operators, local mode only; open slots: ${OPEN_SLOTS.join(', ')})`,
  '  compatible <shell build folder>   (operators, local mode only: which live builds a new shell would refuse)',
].join('\n');

/** An automatic canary's steps, unless the command names others. */
const DEFAULT_CANARY_PLAN: CanaryPlan = {
  steps: [5, 25, 50, 100],
  stepMs: 60_000,
  minViews: 50,
  maxErrorRateIncrease: 0.02,
};

export interface RemotesCommandContext {
  registry: ReleaseRegistry;
  store: ReleaseStore;
  /** `REMOTE_*_URL`: what of each platform remote is live while nothing has been promoted. */
  defaults: Record<string, string>;
  fetch: RemoteFetch;
  host: FederationHost;
  siteOrigin?: string;
  /** How often replicas read the registry, for the promise the command makes. */
  pollMs: number;
  /** Recorded as who released: a team token's name, or `operator` for the local command. */
  actor: string;
  /**
   * The remote of the team's token, when the command comes over the release API: the team acts on that
   * remote alone (its `status` is that remote's), and tokens are an operator's, never a team's.
   */
  caller?: RemoteName;
  /**
   * The origins the caller's token was registered for: every build it checks is read from these alone.
   * A team's token made before tokens had origins has none, and may not check builds at all.
   */
  origins?: readonly string[];
  /**
   * The checks only a gateway can make of a build that passed the manifest checks: its server code
   * loads and each module the shell needs renders. Answers the problems (none: it would be served).
   */
  verify?: (build: CheckedBuild) => Promise<string[]>;
  /** A signed link under which whoever opens it gets the build, valid for `hours`. */
  previewLink?: (remote: RemoteName, build: CheckedBuild, hours: number) => Promise<string>;
  now?: () => number;
}

export interface CommandResult extends ReleaseCommandResult {
  /** The caller may not run this command at all (another team's remote, an operator's command). */
  forbidden?: true;
}

const DEFAULT_VARIABLES: Record<string, string> = {
  mf_content: 'REMOTE_CONTENT_URL',
  mf_booking: 'REMOTE_BOOKING_URL',
  mf_payment: 'REMOTE_PAYMENT_URL',
  mf_search: 'REMOTE_SEARCH_URL',
};

/** Seconds a replica's report stays in `status` after it was last heard from. */
const REPLICA_SEEN_MS = 60_000;

const folderOf = remoteFolder;
const time = (at: number | undefined) =>
  at === undefined
    ? ''
    : new Date(at)
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d+Z$/, ' UTC');
const describe = (build: BuildPointer) =>
  `${build.manifestUrl}${build.version ? ` (${build.version}${build.buildId ? `, build ${build.buildId}` : ''})` : ''}`;
const usage = (): CommandResult => ({ code: 2, lines: [REMOTES_USAGE] });

/** The site's remotes: the platform's, then those an operator registered, in the order they were. */
async function knownRemotes(context: RemotesCommandContext): Promise<RemoteName[]> {
  return [...PLATFORM_REMOTES, ...(await context.store.registeredRemotes()).map(({ remote }) => remote)];
}

/** The slots a remote fills, as the store has them now. */
async function slotsOf(context: RemotesCommandContext, remote: RemoteName): Promise<SlotName[]> {
  return slotsOfRemote(remote, isPlatformRemote(remote) ? [] : await context.store.registeredRemotes());
}

const forbidden = (reason: string): CommandResult => ({ code: 2, lines: [reason], forbidden: true });

const unknownRemote = (folder: string | undefined, known: readonly RemoteName[]): CommandResult => ({
  code: 2,
  lines: [
    folder
      ? `unknown remote ${folder}: one of ${known.map(folderOf).join(', ')} (an operator adds one with npm run remotes -- register)`
      : REMOTES_USAGE,
  ],
});

/** A manifest URL a team may promote: absolute http(s), or a path on the gateway itself. */
function manifestUrlProblem(url: string | undefined): string | undefined {
  if (!url) return 'a manifest URL is required';
  // URLs read `\` as `/`: `/\host/…` is another host, never a path on the gateway.
  if (url.startsWith('/') && isOwnRemoteUrl(url) && !url.includes('\\')) return undefined;
  if (url.startsWith('/') || !URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    return `${url} is not an http(s) URL or a path on the gateway (/remotes/…)`;
  return undefined;
}

async function liveVersion(fetch: RemoteFetch, url: string): Promise<string> {
  try {
    const response = await fetch(serverRemoteUrl(url));
    if (!response.ok) return `unreadable: answered ${response.status}`;
    const version = ((await response.json()) as { metaData?: { buildInfo?: { buildVersion?: string } } }).metaData
      ?.buildInfo?.buildVersion;
    return version ?? 'unknown (the manifest names no build version)';
  } catch (error) {
    return `unreadable: ${fetchFailure(error)}`;
  }
}

function historyLine(line: HistoryLine): string {
  const share = line.percent === null ? '' : ` to ${line.percent}% of visitors`;
  const who = line.actor ? `  by ${line.actor}` : '';
  const why = line.note ? `: ${line.note}` : '';
  return `    ${time(line.at)}  ${line.action.padEnd(8)} ${line.from ? `${describe(line.from)} -> ` : ''}${describe(line.to)}${share}${who}${why}`;
}

async function status(context: RemotesCommandContext, only: readonly RemoteName[]): Promise<CommandResult> {
  const events = await context.registry.events();
  const replicas = await context.store.replicas((context.now ?? Date.now)() - REPLICA_SEEN_MS);
  const lines: string[] = [];
  const registrations = await context.store.registeredRemotes();
  for (const remote of only) {
    const state = replay(remote, context.defaults[remote] ?? '', events);
    const { live, canary } = state;
    const registration = registrations.find((registered) => registered.remote === remote);
    lines.push(
      registration
        ? `${folderOf(remote)}  fills ${registration.slots.join(', ')}  registered ${time(registration.registeredAt)} by ${registration.actor}`
        : folderOf(remote),
    );
    if (!live.manifestUrl) lines.push('  live     none: nothing promoted yet, its slots render nothing');
    else {
      const version = live.version ?? (await liveVersion(context.fetch, live.manifestUrl));
      lines.push(
        `  live     ${live.manifestUrl}  version ${version}${live.buildId ? `  build ${live.buildId}` : ''}  ${live.since ? `since ${time(live.since)}` : `(the default, ${DEFAULT_VARIABLES[remote]})`}`,
      );
    }
    if (canary) {
      const plan = canary.plan
        ? `  automatic: steps ${canary.plan.steps.join(' → ')} %, this step since ${time(canary.stepSince)}`
        : '';
      lines.push(
        `  canary   ${canary.manifestUrl}  version ${canary.version}  ${canary.percent}% of visitors  since ${time(canary.since)}${plan}`,
      );
    }
    for (const replica of replicas.filter((report) => report.remote === remote)) {
      if (replica.role === 'refused') {
        lines.push(
          `  replica  ${replica.replica}  REFUSES ${replica.manifestUrl}  version ${replica.version}  build ${replica.buildId}  since ${time(replica.since)}: ${replica.reason ?? 'no reason recorded'}`,
        );
        continue;
      }
      lines.push(
        `  replica  ${replica.replica}  ${replica.role.padEnd(6)} ${replica.manifestUrl}  version ${replica.version}  build ${replica.buildId}  since ${time(replica.since)}`,
      );
    }
    lines.push(state.history.length ? '  history' : '  history  (none: nothing promoted yet)');
    lines.push(...state.history.map(historyLine));
  }
  return { code: 0, lines };
}

const refused = (remote: RemoteName, reason: string): CommandResult => ({
  code: 1,
  lines: [`${folderOf(remote)}: refused: ${reason}`],
});

/** Every check a build must pass before any visitor gets it: the manifest's and its files', then the gateway's own (its code loads and renders). */
async function checked(
  context: RemotesCommandContext,
  remote: RemoteName,
  manifestUrl: string,
): Promise<{ ok: true; build: CheckedBuild } | { ok: false; reason: string }> {
  const result = await checkRelease({
    remote,
    slots: await slotsOf(context, remote),
    manifestUrl,
    fetch: context.fetch,
    host: context.host,
    siteOrigin: context.siteOrigin,
    origins: context.caller ? (context.origins ?? []) : undefined,
  });
  if (!result.ok || !context.verify) return result;
  const problems = await context.verify(result.build);
  if (problems.length)
    return { ok: false, reason: `${problems[0]}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}` };
  return result;
}

/**
 * Another build that already went out under this version: two builds may not share a version, or
 * the metrics, the logs and the history could not tell them apart.
 */
function versionTaken(state: RemoteReleaseState, build: CheckedBuild): string | undefined {
  const other = state.history.find(
    (line) => line.to.version === build.version && line.to.buildId && line.to.buildId !== build.buildId,
  );
  if (!other) return undefined;
  return `version ${build.version} already names another build (${other.to.buildId}, ${other.action} ${time(other.at)}): give each build a version of its own (MF_BUILD_VERSION)`;
}

function parsePlan(values: Record<string, string | boolean | string[] | undefined>): CanaryPlan | string {
  const plan = { ...DEFAULT_CANARY_PLAN };
  if (typeof values.steps === 'string') {
    const steps = values.steps.split(',').map((step) => Number(step.trim()));
    if (
      !steps.every(
        (step, index) => Number.isInteger(step) && step > 0 && step <= 100 && (index === 0 || step > steps[index - 1]!),
      ) ||
      steps.at(-1) !== 100
    ) {
      return '--steps must be rising percentages from 1 to 100, ending at 100 (e.g. 5,25,50,100)';
    }
    plan.steps = steps;
  }
  const number = (name: string, min: number, max: number): number | string | undefined => {
    const text = values[name];
    if (typeof text !== 'string') return undefined;
    const value = Number(text);
    return Number.isFinite(value) && value >= min && value <= max
      ? value
      : `--${name} must be a number from ${min} to ${max}`;
  };
  const seconds = number('step-seconds', 1, 86_400);
  const views = number('min-views', 1, 1_000_000);
  const increase = number('max-error-rate-increase', 0, 1);
  for (const value of [seconds, views, increase]) if (typeof value === 'string') return value;
  if (typeof seconds === 'number') plan.stepMs = seconds * 1000;
  if (typeof views === 'number') plan.minViews = Math.round(views);
  if (typeof increase === 'number') plan.maxErrorRateIncrease = increase;
  return plan;
}

const OPTIONS = {
  note: { type: 'string' },
  auto: { type: 'boolean' },
  steps: { type: 'string' },
  'step-seconds': { type: 'string' },
  'min-views': { type: 'string' },
  'max-error-rate-increase': { type: 'string' },
  hours: { type: 'string' },
  name: { type: 'string' },
  origin: { type: 'string', multiple: true },
  slot: { type: 'string', multiple: true },
} as const;

/** A command's words and options; an Error when they do not parse. */
function parseCommand(args: readonly string[]) {
  try {
    return parseArgs({ args: [...args], allowPositionals: true, options: OPTIONS });
  } catch (error) {
    return error as Error;
  }
}

/** The origins `--origin` names, as the gateway compares them (`scheme://host[:port]`), or what is wrong with one. */
function parseOrigins(given: readonly string[]): string[] | string {
  if (!given.length)
    return 'token create needs --origin <url>, once for each origin the team serves its builds from (https://static.example.com)';
  const origins: string[] = [];
  for (const text of given) {
    const url = URL.canParse(text) ? new URL(text) : undefined;
    if (!url || !/^https?:$/.test(url.protocol))
      return `--origin ${text} is not an http(s) URL: give the origin the team's builds are served from (https://static.example.com)`;
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash)
      return `--origin ${text} is more than an origin: give only scheme, host and port (${url.origin})`;
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return origins;
}

async function tokenCommand(
  positionals: string[],
  values: Exclude<ReturnType<typeof parseCommand>, Error>['values'],
  context: RemotesCommandContext,
): Promise<CommandResult> {
  const [, sub, argument, ...rest] = positionals;
  if (sub === 'list' && argument === undefined) {
    const tokens = await context.store.tokens();
    if (!tokens.length) return { code: 0, lines: ['no tokens'] };
    return {
      code: 0,
      lines: tokens.map(
        (token) =>
          `${token.id}  ${folderOf(token.remote).padEnd(10)}  ${token.name}  created ${time(token.createdAt)}${token.revokedAt ? `  revoked ${time(token.revokedAt)}` : ''}  ${token.origins.length ? `origins ${token.origins.join(' ')}` : 'no origins: checks no builds until issued again with --origin'}`,
      ),
    };
  }
  if (sub === 'revoke' && argument && !rest.length) {
    const revoked = await context.store.revokeToken(argument, (context.now ?? Date.now)());
    return revoked
      ? { code: 0, lines: [`token ${argument} revoked: it is refused from now on`] }
      : { code: 1, lines: [`no token ${argument} that is not revoked already`] };
  }
  if (sub === 'create' && !rest.length) {
    const known = await knownRemotes(context);
    const remote = known.find((name) => folderOf(name) === argument);
    if (!remote) return unknownRemote(argument, known);
    const name = typeof values.name === 'string' ? values.name.trim() : '';
    if (!name || name.length > 100 || /[\p{Cc}]/u.test(name))
      return {
        code: 2,
        lines: [
          'token create needs --name <team>: the team the token is for, up to 100 characters, recorded with each of its releases',
        ],
      };
    const origins = parseOrigins(values.origin ?? []);
    if (typeof origins === 'string') return { code: 2, lines: [origins] };
    const { token, record } = await createToken(context.store, remote, name, origins, (context.now ?? Date.now)());
    return {
      code: 0,
      lines: [
        `token ${record.id} for ${folderOf(remote)} (${name}), builds from ${origins.join(', ')}; it is shown only now:`,
        token,
      ],
    };
  }
  return usage();
}

/**
 * `compatible <shell build>`: each live build the shell in that folder would refuse (its `ssr/federation-host.json`:
 * the contract majors and shared versions it accepts), with why, exit 1; exit 0 when it accepts them all. A
 * shell's release runs it before the new shell is deployed, and stops on 1.
 */
async function compatibleCommand(shellDir: string, context: RemotesCommandContext): Promise<CommandResult> {
  let host: FederationHost;
  try {
    host = readFederationHost(shellDir, undefined, true);
  } catch (error) {
    return { code: 2, lines: [(error as Error).message] };
  }
  const events = await context.registry.events();
  const refusals: string[] = [];
  const unread: string[] = [];
  let judged = 0;
  const registrations = await context.store.registeredRemotes();
  for (const remote of [...PLATFORM_REMOTES, ...registrations.map((registered) => registered.remote)]) {
    const { live } = replay(remote, context.defaults[remote] ?? '', events);
    if (!live.manifestUrl) continue;
    // What a shell decides on is the manifest (contract, shared versions, slots): its files are the build's own.
    let json: unknown;
    try {
      const response = await context.fetch(serverRemoteUrl(live.manifestUrl));
      if (!response.ok) throw new Error(`answered ${response.status}`);
      json = await response.json();
    } catch (error) {
      unread.push(`${folderOf(remote)}: ${describe(live)} cannot be read now (${fetchFailure(error)}): not judged`);
      continue;
    }
    judged += 1;
    const checked = checkManifest(json, {
      remote,
      slots: slotsOfRemote(remote, registrations),
      host,
      manifestUrl: live.manifestUrl,
    });
    if (!checked.ok) refusals.push(`${folderOf(remote)}: the new shell refuses ${describe(live)}: ${checked.reason}`);
  }
  if (refusals.length) return { code: 1, lines: [...refusals, ...unread] };
  return {
    code: 0,
    lines: [`the shell in ${shellDir} accepts every live build (${judged} judged): it may be released`, ...unread],
  };
}

/**
 * `register <remote> --slot <slot>[,<slot>…]`: adds a remote to the site, with the open slots it may fill, or
 * changes the slots of one registered before. No shell build: every replica reads the store within a poll, and
 * tokens, promote, canaries, previews, metrics and the CSP work for it from then on. Its slots render nothing
 * until a build of it is promoted.
 */
async function registerCommand(
  positionals: string[],
  values: Exclude<ReturnType<typeof parseCommand>, Error>['values'],
  context: RemotesCommandContext,
): Promise<CommandResult> {
  const [, folder, ...rest] = positionals;
  if (!folder || rest.length) return usage();
  const remote = remoteOfFolder(folder);
  if (!remote)
    return {
      code: 2,
      lines: [
        `${folder} is no remote's name: mf- and lower-case letters and digits, words joined by single hyphens (mf-reviews)`,
      ],
    };
  if (isPlatformRemote(remote))
    return {
      code: 2,
      lines: [`${folder} is one of the platform's remotes: it fills ${PLATFORM_REMOTE_SLOTS[remote]} already`],
    };
  const named = (values.slot ?? [])
    .flatMap((list) => list.split(','))
    .map((slot) => slot.trim())
    .filter(Boolean);
  if (!named.length)
    return { code: 2, lines: [`register needs --slot <slot>: one or more of ${OPEN_SLOTS.join(', ')}`] };
  const unknown = named.filter((slot) => !isOpenSlot(slot));
  if (unknown.length)
    return {
      code: 2,
      lines: [`--slot ${unknown.join(', ')}: the shell has no such open slot (it has ${OPEN_SLOTS.join(', ')})`],
    };
  const slots = [...new Set(named)] as OpenSlot[];
  const before = (await context.store.registeredRemotes()).find((registered) => registered.remote === remote);
  await context.store.registerRemote({
    remote,
    slots,
    actor: context.actor,
    registeredAt: before?.registeredAt ?? (context.now ?? Date.now)(),
  });
  return {
    code: 0,
    lines: [
      `${folder}: ${before ? 'now fills' : 'registered for'} ${slots.join(', ')}; replicas know it within ${Math.ceil(context.pollMs / 1000) + 1} s. Next: npm run remotes -- token create ${folder} --name <team> --origin <url>, then promote a build`,
    ],
  };
}

/**
 * The preview links of a remote (the caller's, for a team; every remote's, for an operator without one named):
 * `list` shows the builds whose links have not ended, `revoke` ends one's at once, on every replica within a poll.
 */
async function previewCommand(
  sub: 'list' | 'revoke',
  folder: string | undefined,
  buildId: string | undefined,
  context: RemotesCommandContext,
): Promise<CommandResult> {
  const { caller } = context;
  const known = await knownRemotes(context);
  const remote = folder === undefined ? undefined : known.find((name) => folderOf(name) === folder);
  if (folder !== undefined && !remote) return unknownRemote(folder, known);
  if (caller && remote && remote !== caller)
    return forbidden(`This token is for ${folderOf(caller)}, not ${folderOf(remote)}`);
  const now = (context.now ?? Date.now)();
  const events = await context.registry.events();
  const open = (name: RemoteName) =>
    [...replay(name, context.defaults[name] ?? '', events).previews.values()].filter(
      (preview) => preview.expiresAt > now,
    );
  if (sub === 'list') {
    if (buildId !== undefined) return usage();
    const remotes = remote ? [remote] : caller ? [caller] : known;
    const lines = remotes.flatMap((name) =>
      open(name).map(
        (preview) => `${folderOf(name)}  ${preview.buildId}  ${describe(preview)}  until ${time(preview.expiresAt)}`,
      ),
    );
    return { code: 0, lines: lines.length ? lines : ['no preview link is open'] };
  }
  if (!remote || !buildId) return usage();
  const preview = open(remote).find((candidate) => candidate.buildId === buildId);
  if (!preview) return { code: 1, lines: [`${folder}: no open preview of build ${buildId}`] };
  await context.registry.append({
    remote,
    action: 'preview',
    manifestUrl: preview.manifestUrl,
    version: preview.version!,
    buildId,
    percent: null,
    expiresAt: now,
    actor: context.actor,
    note: 'revoked',
  });
  return {
    code: 0,
    lines: [
      `${folder}: the preview link of ${describe(preview)} is revoked; replicas unload it within ${Math.ceil(context.pollMs / 1000) + 1} s`,
    ],
  };
}

/**
 * A team's releases, without a restart: `promote` checks a build and makes it live, `rollback` goes back
 * to the build live before (or ends a running canary), `canary` gives a build to a share of visitors
 * (or moves it through steps while its error rate holds, with `--auto`), `abort` ends a canary, `preview`
 * signs a link to a build, `status` shows what is live, on which replica, and the history. Replicas
 * follow within their poll interval. Returns the exit code and the lines to print; a refusal is one line
 * naming what is wrong. The same function answers the local command and the release API (for the
 * token's remote only: another remote's command or a token command is `forbidden`).
 */
export async function remotesCommand(args: readonly string[], context: RemotesCommandContext): Promise<CommandResult> {
  const parsed = parseCommand(args);
  if (parsed instanceof Error) return { code: 2, lines: [parsed.message, REMOTES_USAGE] };
  const { positionals, values } = parsed;
  const [command, folder, url, percentText, ...rest] = positionals;
  const { caller } = context;
  if (command === 'token') {
    if (caller) return forbidden('Tokens are created and revoked by an operator');
    return tokenCommand(positionals, values, context);
  }
  if (command === 'compatible') {
    if (caller) return forbidden('A shell is released by an operator');
    if (!folder || url !== undefined) return usage();
    return compatibleCommand(folder, context);
  }
  if (command === 'register') {
    if (caller) return forbidden('Remotes are registered by an operator');
    return registerCommand(positionals, values, context);
  }
  const known = await knownRemotes(context);
  const remote = known.find((name) => folderOf(name) === folder);
  // Checked on the command as it runs, before anything else of it is read or done: the remote it acts on is
  // the one it names here, never an option's value that reads like a name.
  if (caller && remote && remote !== caller)
    return forbidden(`This token is for ${folderOf(caller)}, not ${folderOf(remote)}`);
  const follow = `replicas follow within ${Math.ceil(context.pollMs / 1000) + 1} s`;
  const note = values.note?.trim() || undefined;
  if (note && (note.length > 500 || /[\p{Cc}]/u.test(note)))
    return { code: 2, lines: ['--note must be one line of at most 500 characters'] };
  if (rest.length) return usage();
  if (command === 'status' && url === undefined) {
    if (folder !== undefined && !remote) return unknownRemote(folder, known);
    return status(context, remote ? [remote] : caller ? [caller] : known);
  }
  if (command === 'preview' && (folder === 'list' || folder === 'revoke'))
    return previewCommand(folder, url, percentText, context);
  if (!['promote', 'rollback', 'canary', 'abort', 'preview'].includes(command ?? '')) return usage();
  if (!remote) return unknownRemote(folder, known);
  // A token from before tokens had origins could make the gateway read anything: it may still abort a canary.
  if (caller && !context.origins?.length && command !== 'abort')
    return forbidden(
      `This token has no registered origins: an operator must issue a new one with npm run remotes -- token create ${folder} --name <team> --origin <url>`,
    );
  const state = replay(remote, context.defaults[remote] ?? '', await context.registry.events());
  const record = (event: Omit<NewReleaseEvent, 'remote' | 'actor' | 'note'>) =>
    context.registry.append({ ...event, remote, actor: context.actor, note });

  if (command === 'abort' || command === 'rollback') {
    if (url !== undefined) return usage();
    if (state.canary) {
      // Undoing the newest change: while a canary runs, that is the canary.
      await record({
        action: 'abort',
        manifestUrl: state.canary.manifestUrl,
        version: state.canary.version!,
        buildId: state.canary.buildId,
        percent: null,
      });
      return {
        code: 0,
        lines: [
          `${folder}: the canary of ${describe(state.canary)} ended; ${describe(state.live)} serves every visitor; ${follow}`,
        ],
      };
    }
    if (command === 'abort') return { code: 1, lines: [`${folder}: no canary is running`] };
    const previous = state.previous;
    if (!previous)
      return { code: 1, lines: [`${folder}: nothing to roll back to: no build was promoted over the default`] };
    const result = await checked(context, remote, previous.manifestUrl);
    if (!result.ok) return refused(remote, `the build live before cannot be served again: ${result.reason}`);
    await record({
      action: 'rollback',
      manifestUrl: previous.manifestUrl,
      version: result.build.version,
      buildId: result.build.buildId,
      percent: null,
    });
    return {
      code: 0,
      lines: [
        `${folder}: rolled back to ${describe({ manifestUrl: previous.manifestUrl, version: result.build.version, buildId: result.build.buildId })}; ${follow}`,
      ],
    };
  }

  const urlProblem = manifestUrlProblem(url);
  if (urlProblem) return { code: 2, lines: [`${folder}: ${urlProblem}`] };
  const manifestUrl = url!;
  const outside = caller ? outsideOrigins(serverRemoteUrl(manifestUrl), context.origins) : undefined;
  if (outside) return forbidden(`${folder}: refused: ${outside}`);
  let percent: number | null = null;
  let plan: CanaryPlan | undefined;
  if (command === 'canary' && values.auto) {
    if (percentText !== undefined)
      return { code: 2, lines: [`${folder}: an automatic canary takes its shares from --steps, not a percent`] };
    const parsedPlan = parsePlan(values);
    if (typeof parsedPlan === 'string') return { code: 2, lines: [`${folder}: ${parsedPlan}`] };
    plan = parsedPlan;
    percent = plan.steps[0]!;
  } else if (command === 'canary') {
    percent = Number(percentText);
    if (percentText === undefined || !/^\d{1,3}$/.test(percentText) || percent > 100)
      return { code: 2, lines: [`${folder}: the canary's percent must be an integer from 0 to 100`] };
  } else if (percentText !== undefined) return usage();

  const result = await checked(context, remote, manifestUrl);
  if (!result.ok) return refused(remote, result.reason);
  const build = result.build;
  const taken = versionTaken(state, build);
  if (taken) return refused(remote, taken);
  const described = describe({ manifestUrl, version: build.version, buildId: build.buildId });

  if (command === 'preview') {
    const hours = values.hours === undefined ? 24 : Number(values.hours);
    if (!Number.isFinite(hours) || hours <= 0 || hours > MAX_PREVIEW_HOURS)
      return {
        code: 2,
        lines: [`${folder}: --hours must be a number of hours above 0 and at most ${MAX_PREVIEW_HOURS}`],
      };
    if (!context.previewLink)
      return {
        code: 1,
        lines: [`${folder}: preview links are signed by a running gateway: use --gateway <url> --token <token>`],
      };
    const expiresAt = (context.now ?? Date.now)() + hours * 3_600_000;
    await record({
      action: 'preview',
      manifestUrl,
      version: build.version,
      buildId: build.buildId,
      percent: null,
      expiresAt,
    });
    const link = await context.previewLink(remote, build, hours);
    return {
      code: 0,
      lines: [
        `${folder}: ${described} is checked; whoever opens this link gets it, for ${hours} h (pages under it are never cached):`,
        link,
      ],
    };
  }
  if (command === 'promote') {
    if (state.live.manifestUrl === manifestUrl && state.live.buildId === build.buildId && !state.canary)
      return { code: 0, lines: [`${folder}: ${described} is live already`] };
    await record({ action: 'promote', manifestUrl, version: build.version, buildId: build.buildId, percent: null });
    return {
      code: 0,
      lines: [`${folder}: ${described} is live${state.canary ? '; the canary ended' : ''}; ${follow}`],
    };
  }
  await record({ action: 'canary', manifestUrl, version: build.version, buildId: build.buildId, percent, plan });
  if (plan) {
    return {
      code: 0,
      lines: [
        `${folder}: ${described} goes to ${percent}% of visitors, ${describe(state.live)} to the rest; ${follow}`,
        `  then ${plan.steps.slice(1).join(', ')} % every ${plan.stepMs / 1000} s while its error rate is at most ${(plan.maxErrorRateIncrease * 100).toFixed(1)} points above the live build's (judged after ${Math.max(plan.minViews, MIN_CANARY_VISITORS)} distinct visitors a step); at 100 % it is promoted, else rolled back`,
      ],
    };
  }
  return {
    code: 0,
    lines: [`${folder}: ${described} goes to ${percent}% of visitors, ${describe(state.live)} to the rest; ${follow}`],
  };
}
