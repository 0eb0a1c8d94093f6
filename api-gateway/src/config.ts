import path from 'node:path';
import * as v from 'valibot';
import { DATASET_DIR, REPO_ROOT } from './paths.ts';
import { resolvePaymentConfig, type PaymentConfig } from './payment/payment-config.ts';
import { resolveMailConfig, type MailSettings } from './mail/mail-config.ts';
import { resolveRateLimitConfig, type RateLimitConfig } from './http/rate-limit.ts';
import { resolveTrustProxy, type TrustProxy } from './http/trust-proxy.ts';
import { resolveSsrConfig, type SsrConfig } from './ssr/ssr-config.ts';
import { DEFAULT_MAPS_SCRIPT_URL } from '@clinic/contracts/runtime-config';

const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)));
const port = v.pipe(v.string(), v.transform(Number), v.integer('must be an integer'), v.minValue(0), v.maxValue(65535));
const positiveInteger = v.pipe(v.string(), v.transform(Number), v.integer('must be an integer'), v.minValue(1, 'must be at least 1'));

const EnvSchema = v.object({
  PORT: v.optional(port, '3000'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  /** Public origin of the site, used for canonical links and payment return URLs. */
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('must be an absolute URL'))),
  DATA_DIR: v.optional(v.string(), './var'),
  /** Where the built shell and remotes are (the repository root by default). */
  APPS_DIR: v.optional(v.string()),
  /** The shell's build; `npm run dev` points it at the development build in shell/dist-dev. */
  SHELL_DIST_DIR: v.optional(v.string()),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  REMOTE_CONTENT_URL: optionalText,
  REMOTE_BOOKING_URL: optionalText,
  REMOTE_PAYMENT_URL: optionalText,
  REMOTE_SEARCH_URL: optionalText,
  /** Extra origins allowed in the CSP for scripts (remotes on other hosts are added automatically). */
  MAPS_API_KEY: optionalText,
  MAPS_SCRIPT_URL: v.optional(v.pipe(v.string(), v.url('must be an absolute URL'))),
  TAG_MANAGER_ID: optionalText,
  BOOKING_WIDGET_URL: optionalText,
  /** The embedded dataset (JSON files and `media/`); checked at start-up. */
  CONTENT_DATASET_DIR: v.optional(v.string()),
  /** A clinic CMS that serves `/api/{locale}/api/...` itself; unset: the embedded dataset. */
  CONTENT_UPSTREAM_URL: v.optional(v.pipe(v.string(), v.url('must be an absolute URL'))),
  CONTENT_CACHE_TTL_SECONDS: v.optional(positiveInteger, '60'),
  CONTENT_UPSTREAM_TIMEOUT_MS: v.optional(positiveInteger, '3000'),
  /** Platon merchant key and secret: only in the gateway's environment. Unset: the embedded sandbox provider. */
  PAYMENT_KEY: optionalText,
  PAYMENT_SECRET: optionalText,
  /** The provider's card-form page (default Platon's). */
  PAYMENT_URL: v.optional(v.pipe(v.string(), v.url('must be an absolute URL'))),
  /** `true` on a staging deployment: robots.txt disallows everything. */
  ROBOTS_DISALLOW_ALL: v.optional(v.picklist(['true', 'false'], 'must be true or false'), 'false'),
  /** PostgreSQL for the outbox, reviews and payments, shared by several replicas; unset: SQLite under DATA_DIR. */
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL'))),
  /** Redis for rate-limit counters and the CMS content cache, shared by several replicas; unset: memory. */
  REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL'))),
  /** `/metrics` on a listener of its own; unset: only on the public listener, and only with METRICS_TOKEN. */
  METRICS_PORT: v.optional(port),
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
  /** On SIGTERM, how long requests in hand may take to finish before the process exits anyway. */
  SHUTDOWN_DRAIN_MS: v.optional(positiveInteger, '10000'),
  /** Serve the apps' `.map` files; by default they stay build artifacts. */
  SOURCE_MAPS_PUBLIC: v.optional(v.picklist(['true', 'false'], 'must be true or false'), 'false'),
});

export type Env = Record<string, string | undefined>;

/** Where content comes from: CONTENT_DATASET_DIR, CONTENT_UPSTREAM_URL, CONTENT_CACHE_TTL_SECONDS, CONTENT_UPSTREAM_TIMEOUT_MS. */
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
  logLevel: v.InferOutput<typeof EnvSchema>['LOG_LEVEL'];
  remotes: { mf_content: string; mf_booking: string; mf_payment: string; mf_search: string };
  mapsApiKey: string | undefined;
  /** The maps script without its query (MAPS_SCRIPT_URL, Google's by default). */
  mapsScriptUrl: string;
  tagManagerId: string | undefined;
  bookingWidgetUrl: string | undefined;
  content: ContentConfig;
  payment: PaymentConfig;
  /** SMTP_URL, MAIL_FROM, MAIL_TO[_ORDER|_DECLARATION|_REVIEW|_VACANCIES], MAIL_RETRY_*, REVIEWS_UPSTREAM_TOKEN. */
  mail: MailSettings;
  /** RATE_LIMIT_MAX POSTs per client per RATE_LIMIT_WINDOW_MS. */
  rateLimit: RateLimitConfig;
  /** ROBOTS_DISALLOW_ALL. */
  robotsDisallowAll: boolean;
  /** DATABASE_URL: PostgreSQL instead of the SQLite files. */
  databaseUrl: string | undefined;
  /** REDIS_URL: shared rate limits and content cache instead of memory. */
  redisUrl: string | undefined;
  /** METRICS_PORT, METRICS_TOKEN: where `/metrics` is served, and what it asks for. */
  metrics: { port: number | undefined; token: string | undefined };
  shutdownDrainMs: number;
  sourceMapsPublic: boolean;
  /** TRUST_PROXY: which proxies' X-Forwarded-* headers count; none by default. */
  trustProxy: TrustProxy;
  /** SSR_TIMEOUT_MS, SSR_REMOTE_POLL_MS, SSR_CACHE_TTL_MS. */
  ssr: SsrConfig;
  env: Env;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once at start-up and fails with every problem listed. */
export function loadConfig(env: Env = process.env, repoRoot = REPO_ROOT): GatewayConfig {
  // One problem per variable: "soon" is not an integer, so whether it is at least 1 is moot.
  const parsed = v.safeParse(EnvSchema, stripEmpty(env), { abortPipeEarly: true });
  if (!parsed.success) {
    throw new ConfigError(parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(env)'}: ${issue.message}`));
  }
  const values = parsed.output;
  const payment = resolvePaymentConfig(values);
  if (payment.problems.length) throw new ConfigError(payment.problems);
  const mail = resolveMailConfig(env);
  const rateLimit = resolveRateLimitConfig(env);
  const trustProxy = resolveTrustProxy(env.TRUST_PROXY);
  const ssr = resolveSsrConfig(env);
  const problems = [...mail.problems, ...rateLimit.problems, ...trustProxy.problems, ...ssr.problems];
  if (problems.length) throw new ConfigError(problems);
  return {
    port: values.PORT,
    host: values.HOST,
    publicUrl: values.PUBLIC_URL?.replace(/\/$/, ''),
    dataDir: path.resolve(values.DATA_DIR),
    appsDir: path.resolve(values.APPS_DIR ?? repoRoot),
    shellDistDir: path.resolve(values.SHELL_DIST_DIR ?? path.join(values.APPS_DIR ?? repoRoot, 'shell', 'dist')),
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
    content: {
      datasetDir: path.resolve(values.CONTENT_DATASET_DIR ?? DATASET_DIR),
      upstreamUrl: values.CONTENT_UPSTREAM_URL,
      cacheTtlMs: values.CONTENT_CACHE_TTL_SECONDS * 1000,
      upstreamTimeoutMs: values.CONTENT_UPSTREAM_TIMEOUT_MS,
    },
    payment: payment.config,
    mail: mail.config,
    rateLimit: rateLimit.config,
    robotsDisallowAll: values.ROBOTS_DISALLOW_ALL === 'true',
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    metrics: { port: values.METRICS_PORT, token: values.METRICS_TOKEN },
    trustProxy: trustProxy.value,
    shutdownDrainMs: values.SHUTDOWN_DRAIN_MS,
    sourceMapsPublic: values.SOURCE_MAPS_PUBLIC === 'true',
    ssr: ssr.config,
    env,
  };
}

function stripEmpty(env: Env): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])));
}
