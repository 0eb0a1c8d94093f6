import { availableParallelism } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { DEFAULT_MAPS_SCRIPT_URL } from '@clinic/contracts/constants';
import type { ClinicDetails } from '@clinic/contracts/runtime-config';
import { DATASET_DIR, REPO_ROOT } from '../paths.ts';
import { PLATON_URL, type PaymentConfig } from './payment-config.ts';
import type { MailSettings } from './mail-config.ts';
import type { RateLimitConfig } from '../http/rate-limit.ts';
import { TrustProxySchema, type TrustProxy } from '../http/trust-proxy.ts';
import { RENDER_FALLBACK_SHARE, type PageCacheConfig, type RendererSettings, type SsrConfig } from './ssr-config.ts';

// Each value schema gives at most one issue, whose message says all it accepts: a variable is listed once.
const text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be blank'));
const absoluteUrl = v.pipe(v.string(), v.url('must be an absolute URL'));
const flag = v.picklist(['true', 'false'], 'must be true or false');

function integer(min: number, max = Infinity) {
  const range = max === Infinity ? `of at least ${min}` : `from ${min} to ${max}`;
  return v.pipe(
    v.string(),
    v.transform(Number),
    v.check((value) => Number.isInteger(value) && value >= min && value <= max, `must be an integer ${range}`),
  );
}

const port = integer(0, 65535);
const MAIL_ADDRESS = /^[^\r\n]*@[^\r\n]+$/;
const mailAddress = v.pipe(
  v.string(),
  v.trim(),
  v.regex(MAIL_ADDRESS, 'must be an e-mail address (optionally "Name <address>"), one line'),
);
const mailAddresses = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (value) => value.split(',').every((part) => MAIL_ADDRESS.test(part.trim())),
    'must be one or more comma-separated e-mail addresses',
  ),
);
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every variable of the gateway, in the order of the table in docs/configuration.md, which says what each means. */
const EnvEntries = v.object({
  PORT: v.optional(port, '3000'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  TRUST_PROXY: v.optional(TrustProxySchema, 'false'),
  PUBLIC_URL: v.optional(absoluteUrl),
  ROBOTS_DISALLOW_ALL: v.optional(flag, 'false'),
  DATA_DIR: v.optional(v.string(), './var'),
  APPS_DIR: v.optional(v.string()),
  SHELL_DIST_DIR: v.optional(v.string()),
  SHUTDOWN_DELAY_MS: v.optional(integer(0), '5000'),
  SHUTDOWN_DRAIN_MS: v.optional(integer(1), '10000'),
  SOURCE_MAPS_PUBLIC: v.optional(flag, 'false'),
  DEV_UNCHECKED_REMOTES: v.optional(flag, 'false'),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`), 'info'),
  REMOTE_CONTENT_URL: v.optional(text),
  REMOTE_BOOKING_URL: v.optional(text),
  REMOTE_PAYMENT_URL: v.optional(text),
  REMOTE_SEARCH_URL: v.optional(text),
  SSR_TIMEOUT_MS: v.optional(integer(1), '2000'),
  RENDERERS: v.optional(integer(1, 64)),
  RENDER_TIMEOUT_MS: v.optional(integer(100), '3000'),
  RENDERER_MAX_RSS_MB: v.optional(integer(64), '512'),
  RENDERER_MAX_RENDERS: v.optional(integer(1), '10000'),
  SSR_REMOTE_POLL_MS: v.optional(integer(100), '2000'),
  REMOTE_FETCH_TIMEOUT_MS: v.optional(integer(1), '5000'),
  REMOTE_FETCH_MAX_BYTES: v.optional(integer(1), String(5 * 1024 * 1024)),
  SSR_CACHE_TTL_MS: v.optional(integer(0)),
  SSR_CACHE_MAX_BYTES: v.optional(integer(0), String(64 * 1024 * 1024)),
  PAGE_S_MAXAGE: v.optional(integer(0), '60'),
  PAGE_STALE_WHILE_REVALIDATE: v.optional(integer(0), '300'),
  CACHE_PURGE_URL: v.optional(absoluteUrl),
  MAPS_API_KEY: v.optional(text),
  MAPS_SCRIPT_URL: v.optional(absoluteUrl),
  TAG_MANAGER_ID: v.optional(text),
  BOOKING_WIDGET_URL: v.optional(text),
  CLINIC_LEGAL_NAME: v.optional(text, 'ТОВ «Демо-клініка» (демонстраційні дані)'),
  CLINIC_LICENCE_NUMBER: v.optional(text, 'ДЕМО-000000 (демонстраційні дані)'),
  CLINIC_LICENCE_DATE: v.optional(v.pipe(v.string(), v.isoDate('must be a date, YYYY-MM-DD')), '2020-01-01'),
  CLINIC_CONTACT_EMAIL: v.optional(
    v.pipe(v.string(), v.trim(), v.email('must be an e-mail address')),
    'privacy@demo-clinic.invalid',
  ),
  CONTENT_DATASET_DIR: v.optional(v.string()),
  CONTENT_UPSTREAM_URL: v.optional(absoluteUrl),
  CONTENT_CACHE_TTL_SECONDS: v.optional(integer(1), '60'),
  CONTENT_UPSTREAM_TIMEOUT_MS: v.optional(integer(1), '3000'),
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => /^smtps?:\/\//.test(value) && URL.canParse(value), 'must be an smtp:// or smtps:// URL'),
    ),
  ),
  MAIL_FROM: v.optional(mailAddress, 'Clinic website <no-reply@clinic.local>'),
  MAIL_TO: v.optional(mailAddresses, 'clinic@clinic.local'),
  MAIL_TO_ORDER: v.optional(mailAddresses),
  MAIL_TO_DECLARATION: v.optional(mailAddresses),
  MAIL_TO_REVIEW: v.optional(mailAddresses),
  MAIL_TO_VACANCIES: v.optional(mailAddresses),
  MAIL_RETRY_BASE_MS: v.optional(integer(1), '5000'),
  MAIL_RETRY_MAX_MS: v.optional(integer(1), '900000'),
  MAIL_MAX_ATTEMPTS: v.optional(integer(1), '50'),
  MAIL_CONCURRENCY: v.optional(integer(1), '4'),
  SMTP_CONNECTION_TIMEOUT_MS: v.optional(integer(1), '10000'),
  SMTP_GREETING_TIMEOUT_MS: v.optional(integer(1), '10000'),
  SMTP_SOCKET_TIMEOUT_MS: v.optional(integer(1), '30000'),
  REVIEWS_UPSTREAM_TOKEN: v.optional(v.pipe(v.string(), v.regex(/^[^\r\n]+$/, 'must be one line'))),
  MAIL_LEASE_MS: v.optional(integer(1000), '300000'),
  MAIL_RETENTION_DAYS: v.optional(integer(0), '30'),
  DEAD_MAIL_RETENTION_DAYS: v.optional(integer(0), '90'),
  REVIEW_RETENTION_DAYS: v.optional(integer(0), '90'),
  PAYMENT_RETENTION_DAYS: v.optional(integer(0), '365'),
  RATE_LIMIT_MAX: v.optional(integer(0), '30'),
  RATE_LIMIT_WINDOW_MS: v.optional(integer(1), '60000'),
  CV_RATE_LIMIT_MAX: v.optional(integer(0), '3'),
  CV_RATE_LIMIT_WINDOW_MS: v.optional(integer(1), '600000'),
  UPLOADS_IN_FLIGHT_MAX_BYTES: v.optional(integer(0), String(24 * 1024 * 1024)),
  OUTBOX_MAX_QUEUED_BYTES: v.optional(integer(0), String(512 * 1024 * 1024)),
  FORM_COMMIT_DEADLINE_MS: v.optional(integer(0), '2500'),
  PAYMENT_KEY: v.optional(text),
  PAYMENT_SANDBOX: v.optional(flag, 'false'),
  PAYMENT_SECRET: v.optional(text),
  PAYMENT_URL: v.optional(absoluteUrl),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')),
  ),
  REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL'))),
  METRICS_PORT: v.optional(port),
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
  REPORT_TOKEN_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  OTEL_EXPORTER_OTLP_ENDPOINT: v.optional(absoluteUrl),
  NODE_ENV: v.optional(v.string()),
});

type EnvValues = v.InferOutput<typeof EnvEntries>;

/**
 * A rule between variables, listed as a problem of `named`: `holds` sees `named` and `others` and is asked only
 * once each of them is valid on its own, so a wrong value is listed for itself and not again as a broken rule.
 */
function acrossVariables<const TName extends keyof EnvValues>(
  named: TName,
  others: readonly TName[],
  holds: (env: Pick<EnvValues, TName>) => boolean,
  message: string,
): v.BaseValidation<EnvValues, EnvValues, v.PartialCheckIssue<EnvValues>> {
  type Paths = [[keyof EnvValues], ...[keyof EnvValues][]];
  const paths: Paths = [[named], ...others.map((name): [TName] => [name])];
  return v.forward<EnvValues, v.PartialCheckIssue<EnvValues>, [keyof EnvValues]>(
    v.partialCheck<EnvValues, Paths, EnvValues, string>(paths, holds, message),
    [named],
  );
}

const EnvSchema = v.pipe(
  EnvEntries,
  // The sandbox takes none of the provider's settings; the provider needs all of them.
  acrossVariables(
    'PAYMENT_SECRET',
    ['PAYMENT_KEY'],
    (env) => Boolean(env.PAYMENT_KEY) || !env.PAYMENT_SECRET,
    'is set but PAYMENT_KEY is not (set both, or neither for the sandbox)',
  ),
  acrossVariables(
    'PAYMENT_URL',
    ['PAYMENT_KEY'],
    (env) => Boolean(env.PAYMENT_KEY) || !env.PAYMENT_URL,
    'needs PAYMENT_KEY and PAYMENT_SECRET (without them the embedded sandbox is used)',
  ),
  acrossVariables(
    'PAYMENT_SECRET',
    ['PAYMENT_KEY'],
    (env) => !env.PAYMENT_KEY || Boolean(env.PAYMENT_SECRET),
    'is required when PAYMENT_KEY is set',
  ),
  // A render React gives up on must end before its renderer would be replaced for running past the budget.
  acrossVariables(
    'SSR_TIMEOUT_MS',
    ['RENDER_TIMEOUT_MS'],
    (env) => env.SSR_TIMEOUT_MS < env.RENDER_TIMEOUT_MS * (1 - RENDER_FALLBACK_SHARE),
    `must be below ${100 - RENDER_FALLBACK_SHARE * 100} % of RENDER_TIMEOUT_MS (the rest of that budget is kept for rendering a page again without a remote that ran past it)`,
  ),
  // Browsers running builds nobody checked is for a developer's own machine, never a deployment.
  acrossVariables(
    'DEV_UNCHECKED_REMOTES',
    ['NODE_ENV'],
    (env) => env.DEV_UNCHECKED_REMOTES !== 'true' || env.NODE_ENV !== 'production',
    'cannot be true with NODE_ENV=production: browsers would run remote builds the gateway never checked',
  ),
  // A deployment without a merchant key would take orders that look paid with no money moved: only on purpose.
  acrossVariables(
    'PAYMENT_KEY',
    ['PAYMENT_SANDBOX', 'NODE_ENV'],
    (env) => Boolean(env.PAYMENT_KEY) || env.NODE_ENV !== 'production' || env.PAYMENT_SANDBOX === 'true',
    'is required with NODE_ENV=production (or set PAYMENT_SANDBOX=true to take practice payments, with no money charged)',
  ),
  acrossVariables(
    'PAYMENT_SANDBOX',
    ['PAYMENT_KEY'],
    (env) => !env.PAYMENT_KEY || env.PAYMENT_SANDBOX !== 'true',
    'cannot be true with PAYMENT_KEY set (unset one of them)',
  ),
  acrossVariables(
    'PUBLIC_URL',
    ['PAYMENT_KEY'],
    (env) => !env.PAYMENT_KEY || Boolean(env.PUBLIC_URL),
    'is required when PAYMENT_KEY is set (the provider returns visitors to it)',
  ),
);

/** Retention periods are set in days. */
export const DAY_MS = 86_400_000;

/** How long each store keeps what it holds of a person, from when it was written (delivered mail: `MailSettings.retentionMs`). */
export interface RetentionPeriods {
  /** Mail refused for good, kept for an operator to look at. */
  deadMailMs: number;
  /** Reviews not published are deleted; published ones keep text and first name and lose the phone. */
  reviewsMs: number;
  /** Payments keep order, amount and status and lose name and phone; the provider's notifications are deleted. */
  paymentsMs: number;
}

export type Env = Record<string, string | undefined>;

export interface ContentConfig {
  /** The embedded dataset's folder; its `media/` is served at `/media` in either mode. */
  datasetDir: string;
  upstreamUrl: string | undefined;
  cacheTtlMs: number;
  upstreamTimeoutMs: number;
}

export interface GatewayConfig {
  port: number;
  host: string;
  publicUrl: string | undefined;
  dataDir: string;
  appsDir: string;
  shellDistDir: string;
  logLevel: EnvValues['LOG_LEVEL'];
  remotes: { mf_content: string; mf_booking: string; mf_payment: string; mf_search: string };
  mapsApiKey: string | undefined;
  /** The maps script without its query. */
  mapsScriptUrl: string;
  tagManagerId: string | undefined;
  bookingWidgetUrl: string | undefined;
  /** Who runs the site, for its footer and privacy policy; the retention periods are the ones below, in days. */
  clinic: ClinicDetails;
  content: ContentConfig;
  payment: PaymentConfig;
  mail: MailSettings;
  rateLimit: RateLimitConfig;
  /** The stricter per-client limit of posts that may carry a CV. */
  cvRateLimit: RateLimitConfig;
  /** Request bodies the mail forms read at once, across all clients (0: no limit). */
  uploadsInFlightMaxBytes: number;
  /** Undelivered bytes in the outbox past which posts with a file are refused (0: no limit). */
  outboxMaxQueuedBytes: number;
  /** A form post not committed this long after it arrived is dropped unstored (0: no deadline). */
  formCommitDeadlineMs: number;
  /** How long each kind of personal data is kept, in milliseconds. */
  retention: RetentionPeriods;
  robotsDisallowAll: boolean;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  metrics: { port: number | undefined; token: string | undefined };
  /** The key of the tokens browser reports must carry, the same on every replica; unset, each process makes its own. */
  reportTokenSecret: string | undefined;
  /** OTLP/HTTP traces go here (the exporter reads the variable itself); unset, no tracing code is loaded. */
  otlpEndpoint: string | undefined;
  /** NODE_ENV=production: a deployment, where a missing PUBLIC_URL is worth a warning and a missing PAYMENT_KEY stops the start. */
  production: boolean;
  /** SIGTERM → not ready, still serving for `shutdownDelayMs`; then no new connections, and at most `shutdownDrainMs` to answer what was taken. */
  shutdownDelayMs: number;
  shutdownDrainMs: number;
  sourceMapsPublic: boolean;
  /** Development only: browsers load a remote the gateway has no checked build of from its manifest as it stands. */
  devUncheckedRemotes: boolean;
  trustProxy: TrustProxy;
  ssr: SsrConfig;
  renderers: RendererSettings;
  /** A remote's manifest or file not answered in this long counts as unreadable (the build in service stays). */
  remoteFetchTimeoutMs: number;
  /** A remote's manifest or file larger than this is refused, cut off as it arrives. */
  remoteFetchMaxBytes: number;
  /** What shared caches are told of pages, and where the gateway asks one to drop pages whose content changed. */
  pageCache: PageCacheConfig & { purgeUrl: string | undefined };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** One line per issue: the variable, then what is wrong with it. */
function describeIssue(issue: v.BaseIssue<unknown>): string {
  return `${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`;
}

/** Reads the environment once at start-up and fails with every problem listed. */
export function loadConfig(env: Env = process.env, repoRoot = REPO_ROOT): GatewayConfig {
  const parsed = v.safeParse(EnvSchema, withoutEmpty(env));
  if (!parsed.success) throw new ConfigError(parsed.issues.map(describeIssue));
  const values = parsed.output;
  const appsDir = values.APPS_DIR ?? repoRoot;
  return {
    port: values.PORT,
    host: values.HOST,
    publicUrl: values.PUBLIC_URL?.replace(/\/$/, ''),
    dataDir: path.resolve(values.DATA_DIR),
    appsDir: path.resolve(appsDir),
    shellDistDir: path.resolve(values.SHELL_DIST_DIR ?? path.join(appsDir, 'shell', 'dist')),
    logLevel: values.LOG_LEVEL,
    remotes: {
      mf_content: values.REMOTE_CONTENT_URL ?? '/remotes/mf-content/mf-manifest.json',
      mf_booking: values.REMOTE_BOOKING_URL ?? '/remotes/mf-booking/mf-manifest.json',
      mf_payment: values.REMOTE_PAYMENT_URL ?? '/remotes/mf-payment/mf-manifest.json',
      mf_search: values.REMOTE_SEARCH_URL ?? '/remotes/mf-search/mf-manifest.json',
    },
    mapsApiKey: values.MAPS_API_KEY,
    mapsScriptUrl: values.MAPS_SCRIPT_URL ?? DEFAULT_MAPS_SCRIPT_URL,
    tagManagerId: values.TAG_MANAGER_ID,
    bookingWidgetUrl: values.BOOKING_WIDGET_URL,
    clinic: {
      legalName: values.CLINIC_LEGAL_NAME,
      licenceNumber: values.CLINIC_LICENCE_NUMBER,
      licenceDate: values.CLINIC_LICENCE_DATE,
      contactEmail: values.CLINIC_CONTACT_EMAIL,
      retentionDays: {
        mail: values.MAIL_RETENTION_DAYS,
        deadMail: values.DEAD_MAIL_RETENTION_DAYS,
        reviews: values.REVIEW_RETENTION_DAYS,
        payments: values.PAYMENT_RETENTION_DAYS,
      },
    },
    content: {
      datasetDir: path.resolve(values.CONTENT_DATASET_DIR ?? DATASET_DIR),
      upstreamUrl: values.CONTENT_UPSTREAM_URL,
      cacheTtlMs: values.CONTENT_CACHE_TTL_SECONDS * 1000,
      upstreamTimeoutMs: values.CONTENT_UPSTREAM_TIMEOUT_MS,
    },
    payment: paymentConfig(values),
    mail: mailSettings(values),
    rateLimit: { limit: values.RATE_LIMIT_MAX, windowMs: values.RATE_LIMIT_WINDOW_MS },
    cvRateLimit: { limit: values.CV_RATE_LIMIT_MAX, windowMs: values.CV_RATE_LIMIT_WINDOW_MS },
    uploadsInFlightMaxBytes: values.UPLOADS_IN_FLIGHT_MAX_BYTES,
    outboxMaxQueuedBytes: values.OUTBOX_MAX_QUEUED_BYTES,
    formCommitDeadlineMs: values.FORM_COMMIT_DEADLINE_MS,
    retention: {
      deadMailMs: values.DEAD_MAIL_RETENTION_DAYS * DAY_MS,
      reviewsMs: values.REVIEW_RETENTION_DAYS * DAY_MS,
      paymentsMs: values.PAYMENT_RETENTION_DAYS * DAY_MS,
    },
    robotsDisallowAll: values.ROBOTS_DISALLOW_ALL === 'true',
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    metrics: { port: values.METRICS_PORT, token: values.METRICS_TOKEN },
    reportTokenSecret: values.REPORT_TOKEN_SECRET,
    otlpEndpoint: values.OTEL_EXPORTER_OTLP_ENDPOINT,
    production: values.NODE_ENV === 'production',
    shutdownDelayMs: values.SHUTDOWN_DELAY_MS,
    shutdownDrainMs: values.SHUTDOWN_DRAIN_MS,
    sourceMapsPublic: values.SOURCE_MAPS_PUBLIC === 'true',
    devUncheckedRemotes: values.DEV_UNCHECKED_REMOTES === 'true',
    trustProxy: values.TRUST_PROXY,
    ssr: {
      timeoutMs: values.SSR_TIMEOUT_MS,
      remotePollMs: values.SSR_REMOTE_POLL_MS,
      // Behind a shared cache that is told of changes, the gateway keeps no copies of its own: they would outlive a purge.
      cacheTtlMs: values.SSR_CACHE_TTL_MS ?? (values.CACHE_PURGE_URL ? 0 : 10_000),
      cacheMaxBytes: values.SSR_CACHE_MAX_BYTES,
    },
    renderers: {
      count: values.RENDERERS ?? availableParallelism(),
      timeoutMs: values.RENDER_TIMEOUT_MS,
      maxRssMb: values.RENDERER_MAX_RSS_MB,
      maxRenders: values.RENDERER_MAX_RENDERS,
    },
    pageCache: {
      sMaxAge: values.PAGE_S_MAXAGE,
      staleWhileRevalidate: values.PAGE_STALE_WHILE_REVALIDATE,
      purgeUrl: values.CACHE_PURGE_URL,
    },
    remoteFetchTimeoutMs: values.REMOTE_FETCH_TIMEOUT_MS,
    remoteFetchMaxBytes: values.REMOTE_FETCH_MAX_BYTES,
  };
}

/** Edits (insert, delete, replace, swap two neighbours) from `a` to `b`. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_row, i) =>
    Array.from({ length: b.length + 1 }, (_cell, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i]![j] = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        rows[i]![j] = Math.min(rows[i]![j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
}

/** The name of every variable the gateway reads. */
export const GATEWAY_VARIABLES: readonly string[] = Object.keys(EnvEntries.entries);

/** The value each variable takes when it is unset, where that is a fixed one (not worked out from others). */
export const GATEWAY_DEFAULTS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(EnvEntries.entries).flatMap(([name, schema]) =>
    'default' in schema && typeof schema.default === 'string' ? [[name, schema.default]] : [],
  ),
);

/**
 * Variables the gateway does not read that look like a slip of one it does (`SMPT_URL` for `SMTP_URL`):
 * a name of its shape (capitals with an underscore) at most two edits from a known one. The gateway would
 * otherwise run on that variable's default without a word.
 */
export function misspeltVariables(env: Env): { given: string; meant: string }[] {
  return Object.keys(env).flatMap((given) => {
    if (GATEWAY_VARIABLES.includes(given) || !/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(given) || given.length < 6)
      return [];
    const [meant] = GATEWAY_VARIABLES.map((known) => ({ known, distance: editDistance(given, known) }))
      .filter(({ distance }) => distance <= 2)
      .sort((a, b) => a.distance - b.distance);
    return meant ? [{ given, meant: meant.known }] : [];
  });
}

/** An empty variable counts as unset, as shells and compose files often leave them. */
function withoutEmpty(env: Env): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

function paymentConfig({ PAYMENT_KEY: key, PAYMENT_SECRET: secret, PAYMENT_URL: url }: EnvValues): PaymentConfig {
  // The schema has refused a key without its secret, and a secret without its key.
  return key && secret ? { mode: 'provider', key, secret, url: url ?? PLATON_URL } : { mode: 'sandbox' };
}

function mailSettings(values: EnvValues): MailSettings {
  const to = values.MAIL_TO;
  return {
    smtpUrl: values.SMTP_URL,
    from: values.MAIL_FROM,
    to: {
      order: values.MAIL_TO_ORDER ?? to,
      declaration: values.MAIL_TO_DECLARATION ?? to,
      review: values.MAIL_TO_REVIEW ?? to,
      vacancies: values.MAIL_TO_VACANCIES ?? to,
    },
    retry: {
      baseDelayMs: values.MAIL_RETRY_BASE_MS,
      maxDelayMs: values.MAIL_RETRY_MAX_MS,
      maxAttempts: values.MAIL_MAX_ATTEMPTS,
    },
    concurrency: values.MAIL_CONCURRENCY,
    smtpTimeouts: {
      connectionMs: values.SMTP_CONNECTION_TIMEOUT_MS,
      greetingMs: values.SMTP_GREETING_TIMEOUT_MS,
      socketMs: values.SMTP_SOCKET_TIMEOUT_MS,
    },
    reviews: { upstreamUrl: values.CONTENT_UPSTREAM_URL?.replace(/\/$/, ''), token: values.REVIEWS_UPSTREAM_TOKEN },
    leaseMs: values.MAIL_LEASE_MS,
    retentionMs: values.MAIL_RETENTION_DAYS * DAY_MS,
  };
}
