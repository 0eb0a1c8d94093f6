import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { releaseMetrics } from '@clinic/releases/release-metrics';

/**
 * The gateway's Prometheus metrics, one registry per process. Any module counts here by name
 * (e.g. `metrics.remoteLoadFailures.inc({ remote: 'mf_content', side: 'server' })`); `GET /metrics`
 * serves them, with the release control plane's (`releaseMetrics`). The alert rules and the dashboard in
 * `deploy/` are written against these names: a test checks that every name they use is served.
 */
const registry = new Registry();
collectDefaultMetrics({ register: registry });
// The release control plane's own metrics, defined beside the code that counts them and served here.
for (const metric of Object.values(releaseMetrics)) registry.registerMetric(metric);

export const metrics = {
  httpRequests: new Counter({
    name: 'gateway_http_requests_total',
    help: 'Requests answered, by route family, method and status',
    labelNames: ['family', 'method', 'status'] as const,
    registers: [registry],
  }),
  httpDuration: new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'Time to answer a request, by route family and status',
    labelNames: ['family', 'status'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  }),
  deliveryAttempts: new Counter({
    name: 'gateway_outbox_delivery_attempts_total',
    help: 'Outbox delivery attempts, by job kind and outcome (delivered; failed: retry, rejected, dead)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  }),
  deliveryDuration: new Histogram({
    name: 'gateway_outbox_delivery_duration_seconds',
    help: 'Time one delivery attempt took, by job kind',
    labelNames: ['kind'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  }),
  outboxDepth: new Gauge({
    name: 'gateway_outbox_jobs',
    help: 'Outbox jobs by state (pending, sending, done, dead), read from the outbox when scraped',
    labelNames: ['state'] as const,
    registers: [registry],
  }),
  outboxOldestPending: new Gauge({
    name: 'gateway_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest job not yet delivered (0 when none)',
    registers: [registry],
  }),
  paymentNotifications: new Counter({
    name: 'gateway_payment_notifications_total',
    help: 'Provider payment notifications, by outcome (applied, duplicate, rejected: an illegal transition; unknown-order, bad-signature, amount-mismatch, malformed) and practice ("true": the sandbox, no money moved)',
    labelNames: ['outcome', 'practice'] as const,
    registers: [registry],
  }),
  contentCache: new Counter({
    name: 'gateway_content_cache_total',
    help: 'Upstream-CMS content cache lookups, by result (hit, miss, stale)',
    labelNames: ['result'] as const,
    registers: [registry],
  }),
  remoteLoadFailures: new Counter({
    name: 'gateway_remote_load_failures_total',
    help: 'Failed loads of a remote\'s code, once per failure: by the server renderer (side="server") or in a visitor\'s browser, as its beacon reports (side="browser")',
    labelNames: ['remote', 'side'] as const,
    registers: [registry],
  }),
  ...releaseMetrics,
  /** A server render that threw: `part` is `shell` for the frame, `remote` for a remote's part (left to the browser). */
  renderErrors: new Counter({
    name: 'gateway_render_errors_total',
    help: "Server renders that failed, by part (shell: the whole page was left to the browser; remote: a remote's part was)",
    labelNames: ['part'] as const,
    registers: [registry],
  }),
  /** A server render aborted after SSR_TIMEOUT_MS. */
  renderTimeouts: new Counter({
    name: 'gateway_render_timeouts_total',
    help: 'Server renders aborted after SSR_TIMEOUT_MS (what had not arrived was left to the browser)',
    registers: [registry],
  }),
  rendererReplacements: new Counter({
    name: 'gateway_renderer_replacements_total',
    help: 'Renderer processes replaced, by reason (budget: a render ran past RENDER_TIMEOUT_MS; stalled: its code never gave the process back; crashed; too big: past RENDERER_MAX_RSS_MB; retired: RENDERER_MAX_RENDERS done)',
    labelNames: ['reason'] as const,
    registers: [registry],
  }),
  renderBudgetExceeded: new Counter({
    name: 'gateway_render_budget_exceeded_total',
    help: "Renders that ran past RENDER_TIMEOUT_MS, by the remote and build whose code the renderer was running (the page went out without that remote's part)",
    labelNames: ['remote', 'version'] as const,
    registers: [registry],
  }),
  cachePurges: new Counter({
    name: 'gateway_cache_purges_total',
    help: 'Requests to the shared cache (CACHE_PURGE_URL) to drop pages whose content changed, by outcome (done, failed)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  }),
  cspViolations: new Counter({
    name: 'gateway_csp_violations_total',
    help: "Content-Security-Policy violations reported by visitors' browsers, by directive",
    labelNames: ['directive'] as const,
    registers: [registry],
  }),
  dependencyUp: new Gauge({
    name: 'gateway_dependency_up',
    help: 'Whether a shared dependency answers (1) or not (0): postgres (checked each scrape), redis (its connection)',
    labelNames: ['dependency'] as const,
    registers: [registry],
  }),
  // Named for the site, not the gateway: the backup job makes the value, the gateway only serves it.
  backupLastSuccess: new Gauge({
    name: 'clinic_backup_last_success_timestamp_seconds',
    help: 'When the newest backup of the store that completed finished (Unix seconds; 0: none recorded), read each scrape',
    registers: [registry],
  }),
};

/** What the outbox gauges read at scrape time. */
export interface OutboxSnapshot {
  counts: Record<string, number>;
  oldestPendingAt: number | undefined;
}

let outboxSnapshot: { read: () => Promise<OutboxSnapshot>; database: string | undefined } | undefined;

let lastBackupAt: (() => Promise<number | undefined>) | undefined;

/** Lets the backup gauge read, each time `/metrics` is scraped, when the store's newest backup finished. */
export function observeBackups(read: () => Promise<number | undefined>): void {
  lastBackupAt = read;
}

/** A scrape waits no longer than this for the outbox: a hung database must not hang the metrics with it. */
const OUTBOX_READ_TIMEOUT_MS = 1_000;

/** Lets the outbox gauges read the outbox each time `/metrics` is scraped; `database` names the shared one it lives in, if any (`postgres`). */
export function observeOutbox(read: () => Promise<OutboxSnapshot>, database?: string): void {
  outboxSnapshot = { read, database };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>(
    (_resolve, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms)),
  );
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The text `GET /metrics` answers, with the outbox gauges read now. While the outbox cannot be read
 * (its database is down) the scrape still answers: the outbox gauges keep their last values and
 * `gateway_dependency_up` says the database is down, so every other series stays visible in an outage.
 */
export async function metricsText(now = Date.now()): Promise<string> {
  if (outboxSnapshot) {
    const { read, database } = outboxSnapshot;
    try {
      const { counts, oldestPendingAt } = await withTimeout(read(), OUTBOX_READ_TIMEOUT_MS);
      for (const [state, count] of Object.entries(counts)) metrics.outboxDepth.set({ state }, count);
      metrics.outboxOldestPending.set(oldestPendingAt === undefined ? 0 : Math.max(0, (now - oldestPendingAt) / 1000));
      if (database) metrics.dependencyUp.set({ dependency: database }, 1);
    } catch {
      if (database) metrics.dependencyUp.set({ dependency: database }, 0);
    }
  }
  if (lastBackupAt) {
    // Unreadable (the database is away): the last value stays, as the outbox's do.
    const at = await withTimeout(lastBackupAt(), OUTBOX_READ_TIMEOUT_MS).catch(() => null);
    if (at !== null) metrics.backupLastSuccess.set(at === undefined ? 0 : at / 1000);
  }
  return registry.metrics();
}

/** The family a path belongs to, so the label stays a handful of values whatever the URL. */
export function routeFamily(pathname: string): string {
  if (pathname.startsWith('/api/')) return 'content';
  if (pathname.startsWith('/mail/')) return 'mail';
  if (pathname.startsWith('/payment/')) return 'payment';
  if (pathname.startsWith('/remotes/')) return 'remotes';
  if (pathname.startsWith('/media/')) return 'media';
  if (pathname === '/healthz' || pathname === '/readyz') return 'health';
  if (pathname === '/metrics') return 'metrics';
  if (pathname === '/runtime-config.json' || pathname === '/page-head.json') return 'config';
  // The shell's own scripts and styles at the root; every other path is a page.
  return /\.[a-z0-9]+$/i.test(pathname) ? 'static' : 'page';
}
