import path from 'node:path';
import express, { type Express, type Request } from 'express';
import compression from 'compression';
import helmet from 'helmet';
import * as v from 'valibot';
import type { Store } from 'express-rate-limit';
import { RuntimeConfigSchema, type RuntimeConfig } from '@clinic/contracts/runtime-config';
import { BuildHealth, type BuildEventListener } from '@clinic/releases/build-health';
import type { GatewayConfig } from './config/config.ts';
import type { Logger } from './logger.ts';
import { errorHandler, notFoundJson } from './http/errors.ts';
import { requestLog } from './http/request-log.ts';
import { validOriginHeaders } from './http/valid-origin-headers.ts';
import { refuseUnusablePaths } from './http/request-path.ts';
import { Drain } from './http/drain.ts';
import { createStaticRouter } from './static/static-router.ts';
import { PageDocument } from './ssr/page-document.ts';
import { createPageRouter, createPageSender, withBuilds } from './ssr/page-router.ts';
import { siteOrigin } from './seo/head-tags.ts';
import { createContentRouter } from './content/content-router.ts';
import type { ContentSource } from './content/source.ts';
import { contentSecurityPolicy, PERMISSIONS_POLICY, withRemoteOrigins, withReportToken } from './http/security.ts';
import type { PaymentStore } from './payment/payment-store.ts';
import { lazyPaymentStore } from './payment/lazy-payment-store.ts';
import { createPaymentRouter } from './payment/payment-router.ts';
import type { MailSystem } from './mail/mail-system.ts';
import { createMailRouter, type MailRouterOptions } from './mail/mail-router.ts';
import { createRateLimit } from './http/rate-limit.ts';
import { UploadBudget } from './http/upload-budget.ts';
import { createSeoRouter } from './seo/seo-router.ts';
import { cleanUrls } from './seo/clean-urls.ts';
import { countRequests, createMetricsRouter } from './http/metrics-router.ts';
import { requestContext } from './http/request-context.ts';
import { requestSpan } from './telemetry/request-span.ts';
import { createServerPages } from './ssr/server-pages.ts';
import type { PageRendering } from './ssr/page-rendering.ts';
import { createBrowserReportsRouter } from './releases/browser-reports-router.ts';
import { createReleaseApiRouter } from './releases/release-api-router.ts';
import { ReportTokens } from './http/report-token.ts';
import { createCookieConsentRouter } from './http/cookie-consent-router.ts';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  content: ContentSource;
  /** Payment records; by default `DATA_DIR/payments.sqlite`, opened on first use. */
  payments?: PaymentStore;
  /** Outbox and worker for `POST /mail/send`; without it the gateway takes no mail. */
  mail?: Pick<MailSystem, 'addresses' | 'worker'> & Pick<MailRouterOptions, 'outbox'>;
  /** A rate-limit store shared by the replicas (Redis), one per named limit; by default each process counts in memory. */
  rateLimitStore?: (name: string) => Store;
  /** Graceful shutdown: main starts it on SIGTERM. */
  drain?: Drain;
  /** The shell's server renderer and the builds of the remotes in service. */
  rendering: PageRendering;
  /** Told of every page view, render error and browser failure of a remote's build, as `/metrics` counts them. */
  onBuildEvent?: BuildEventListener;
}

/** What the page tells the browser, checked against the contract once, at start: the browser reads it as it is. */
export function runtimeConfigFor(config: GatewayConfig): RuntimeConfig {
  return v.parse(RuntimeConfigSchema, {
    remotes: config.remotes,
    apiBase: '/',
    mapsApiKey: config.mapsApiKey,
    mapsScriptUrl: config.mapsScriptUrl,
    tagManagerId: config.tagManagerId,
    bookingWidgetUrl: config.bookingWidgetUrl,
    paymentMode: config.payment.mode,
    clinic: config.clinic,
    ...(config.devUncheckedRemotes && { uncheckedRemotes: true }),
  });
}

export function createApp({
  config,
  logger,
  content,
  payments = lazyPaymentStore(config.dataDir),
  mail,
  drain = new Drain(),
  rateLimitStore,
  rendering,
  onBuildEvent,
}: GatewayDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestContext());
  app.use(requestSpan());
  app.use(countRequests());
  app.use(requestLog(logger));
  app.use(drain.middleware());
  app.use(refuseUnusablePaths());
  app.use(validOriginHeaders());
  const { releases } = rendering;
  const reportTokens = new ReportTokens(config.reportTokenSecret);
  const health = new BuildHealth(onBuildEvent);
  const directives = withReportToken(
    withRemoteOrigins(contentSecurityPolicy(config), () => releases.origins()),
    reportTokens,
  );
  app.use(helmet({ contentSecurityPolicy: { directives }, crossOriginEmbedderPolicy: false }));
  app.use((_req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  });

  const document = new PageDocument(config.shellDistDir);
  const runtimeConfig = runtimeConfigFor(config);
  const serverPages =
    rendering.renderer &&
    createServerPages({
      renderer: rendering.renderer,
      document,
      ssr: config.ssr,
      cache: config.pageCache,
      content,
      logger,
      health,
    });
  const pageOptions = { config, content, runtimeConfig, document, serverPages, releases, reportTokens, health };
  // Pages are answered one way, whether a visitor asks for one or a plain form post is answered with its form's page.
  const pages = createPageSender(pageOptions);
  const origin = (req: Request) => siteOrigin(config.publicUrl, { protocol: req.protocol, host: req.get('host') });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', (_req, res) => {
    const shellBuild = document.ready;
    const ready = shellBuild && !drain.active;
    res
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'not ready', checks: { shellBuild, shuttingDown: drain.active } });
  });
  app.use(createMetricsRouter({ token: config.metrics.token, publicListener: true }));
  // The hashes of a checked build's browser files, which its pages pin: fixed for the build, so kept for good.
  app.get('/remote-integrity/:file', (req, res) => {
    const buildId = /^([0-9a-f]{12})\.json$/.exec(req.params.file)?.[1];
    const integrity = buildId && releases.fileIntegrity(buildId);
    if (!integrity) {
      res.status(404).setHeader('Cache-Control', 'no-store').json({ error: 'No build of that id is in service here' });
      return;
    }
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable').json(integrity);
  });
  app.get('/runtime-config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(withBuilds(runtimeConfig, releases.liveBuilds()));
  });

  // Content answers carry their own compression, made once per answer; everything after is compressed per request.
  app.use(createContentRouter({ source: content }));
  app.use(compression());
  if (mail) {
    const rateLimit = createRateLimit({ ...config.rateLimit, name: 'mail', store: rateLimitStore?.('mail'), logger });
    const uploadRateLimit = createRateLimit({
      ...config.cvRateLimit,
      name: 'cv',
      store: rateLimitStore?.('cv'),
      logger,
    });
    app.use(
      createMailRouter({
        outbox: mail.outbox,
        addresses: mail.addresses,
        logger,
        rateLimit,
        uploadRateLimit,
        uploadBudget: new UploadBudget(config.uploadsInFlightMaxBytes),
        maxQueuedBytes: config.outboxMaxQueuedBytes,
        commitDeadlineMs: config.formCommitDeadlineMs,
        notify: () => mail.worker.notify(),
        sendPage: pages.sendPage,
        siteOrigin: origin,
      }),
    );
  }
  app.use(
    createPaymentRouter({
      config,
      logger,
      store: payments,
      rateLimit: createRateLimit({ ...config.rateLimit, name: 'payment', store: rateLimitStore?.('payment'), logger }),
      callbackRateLimit: createRateLimit({
        ...config.rateLimit,
        limit: config.rateLimit.limit * 10,
        name: 'payment-callback',
        store: rateLimitStore?.('payment-callback'),
        logger,
      }),
      sendPage: pages.sendPage,
    }),
  );
  app.use('/api', notFoundJson);
  app.use(
    createReleaseApiRouter({
      context: {
        registry: rendering.registry,
        store: rendering.store,
        defaults: config.remotes,
        fetch: rendering.fetch,
        host: rendering.host,
        siteOrigin: config.publicUrl && new URL(config.publicUrl).origin,
        pollMs: config.ssr.remotePollMs,
        verify: rendering.verify,
      },
      previewKey: () => releases.previewSigningKey(),
      publicUrl: config.publicUrl,
      logger,
      rateLimit: createRateLimit({
        ...config.rateLimit,
        name: 'releases',
        store: rateLimitStore?.('releases'),
        logger,
      }),
    }),
  );
  app.use(
    createBrowserReportsRouter({
      logger,
      rateLimit: createRateLimit({ ...config.rateLimit, name: 'reports', store: rateLimitStore?.('reports'), logger }),
      tokens: reportTokens,
      health,
      visitors: releases,
      publicUrl: config.publicUrl,
    }),
  );
  app.use(
    createCookieConsentRouter({
      rateLimit: createRateLimit({
        ...config.rateLimit,
        name: 'cookie-consent',
        store: rateLimitStore?.('cookie-consent'),
        logger,
      }),
    }),
  );

  // Image names carry no content hash: the browser revalidates each time (304 by ETag), so an edited image shows at once.
  app.use(
    '/media',
    express.static(path.join(config.content.datasetDir, 'media'), {
      fallthrough: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  app.use(createSeoRouter({ config, content }));
  app.use(cleanUrls());
  app.use(createStaticRouter(config));

  app.use(createPageRouter(pageOptions, pages));

  app.use(notFoundJson);
  app.use(errorHandler(logger));
  return app;
}
