import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig, misspeltVariables } from './config.ts';
import { configProblems } from '../testing/config-problems.ts';

describe('configuration of several replicas', () => {
  it('leaves DATABASE_URL, REDIS_URL and the metrics unset by default: SQLite, memory, no /metrics', () => {
    const config = loadConfig({});
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.metrics).toEqual({ port: undefined, token: undefined });
    expect(config.mail.leaseMs).toBe(300_000);
  });

  it('reads the shared engines, the metrics listener and the lease', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://clinic:secret@db.internal:5432/clinic',
      REDIS_URL: 'rediss://cache.internal:6380/0',
      METRICS_PORT: '9100',
      METRICS_TOKEN: 'a-token-of-sixteen-or-more',
      REPORT_TOKEN_SECRET: 'the-same-secret-on-every-replica-of-it',
      MAIL_LEASE_MS: '60000',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://clinic:secret@db.internal:5432/clinic',
      redisUrl: 'rediss://cache.internal:6380/0',
      metrics: { port: 9100, token: 'a-token-of-sixteen-or-more' },
      reportTokenSecret: 'the-same-secret-on-every-replica-of-it',
      mail: { leaseMs: 60_000 },
    });
  });

  it('names each wrong variable and what is wrong with it', () => {
    expect(
      configProblems({
        DATABASE_URL: 'mysql://db/clinic',
        REDIS_URL: 'localhost:6379',
        METRICS_PORT: 'ninety',
        METRICS_TOKEN: 'short',
        REPORT_TOKEN_SECRET: 'short',
      }),
    ).toEqual([
      'DATABASE_URL: must be a postgres:// or postgresql:// URL',
      'REDIS_URL: must be a redis:// or rediss:// URL',
      'METRICS_PORT: must be an integer from 0 to 65535',
      'METRICS_TOKEN: must be at least 16 characters',
      'REPORT_TOKEN_SECRET: must be at least 32 characters',
    ]);
    expect(() => loadConfig({ MAIL_LEASE_MS: '10' })).toThrow(/MAIL_LEASE_MS: .*1000/);
  });

  it('lists the problems of every part at once', () => {
    expect(
      configProblems({
        PORT: '70000',
        TRUST_PROXY: 'proxy',
        SSR_TIMEOUT_MS: '0',
        MAIL_TO: 'nobody',
        RATE_LIMIT_MAX: '-1',
        PAYMENT_KEY: 'KEY',
      }),
    ).toEqual([
      'PORT: must be an integer from 0 to 65535',
      'TRUST_PROXY: "proxy" is not an address, a CIDR or one of loopback, linklocal, uniquelocal',
      'SSR_TIMEOUT_MS: must be an integer of at least 1',
      'MAIL_TO: must be one or more comma-separated e-mail addresses',
      'RATE_LIMIT_MAX: must be an integer of at least 0',
      'PAYMENT_SECRET: is required when PAYMENT_KEY is set',
      'PUBLIC_URL: is required when PAYMENT_KEY is set (the provider returns visitors to it)',
    ]);
  });

  it('reads the server render and rate-limit numbers, and names a bad one', () => {
    const config = loadConfig({ SSR_CACHE_TTL_MS: '0', SSR_TIMEOUT_MS: '1500', RATE_LIMIT_MAX: '5' });
    expect(config.ssr).toEqual({
      timeoutMs: 1_500,
      remotePollMs: 2_000,
      cacheTtlMs: 0,
      cacheMaxBytes: 64 * 1024 * 1024,
    });
    expect(config.rateLimit).toEqual({ limit: 5, windowMs: 60_000 });
    expect(config.renderers).toEqual({
      count: os.availableParallelism(),
      timeoutMs: 3_000,
      maxRssMb: 512,
      maxRenders: 10_000,
    });
    expect(loadConfig({ RENDERERS: '3', RENDER_TIMEOUT_MS: '5000', SSR_TIMEOUT_MS: '3500' }).renderers).toMatchObject({
      count: 3,
      timeoutMs: 5_000,
    });
    // React's own abort comes before the renderer would be replaced for running past the page's budget.
    expect(() => loadConfig({ SSR_TIMEOUT_MS: '2500' })).toThrow(
      'SSR_TIMEOUT_MS: must be below 80 % of RENDER_TIMEOUT_MS',
    );
    expect(loadConfig({}).ssr.cacheTtlMs).toBe(10_000);
    // Behind a shared cache that is told of changes, the gateway keeps no page of its own unless told to.
    expect(loadConfig({ CACHE_PURGE_URL: 'http://127.0.0.1:6081/' }).ssr.cacheTtlMs).toBe(0);
    expect(loadConfig({ CACHE_PURGE_URL: 'http://127.0.0.1:6081/', SSR_CACHE_TTL_MS: '5000' }).ssr.cacheTtlMs).toBe(
      5_000,
    );
    expect(loadConfig({}).pageCache).toEqual({ sMaxAge: 60, staleWhileRevalidate: 300, purgeUrl: undefined });
    for (const [name, value, problem] of [
      ['SSR_CACHE_TTL_MS', '-1', 'SSR_CACHE_TTL_MS: must be an integer of at least 0'],
      ['SSR_TIMEOUT_MS', '1.5', 'SSR_TIMEOUT_MS: must be an integer of at least 1'],
      ['RENDERERS', '0', 'RENDERERS: must be an integer from 1 to 64'],
      ['RATE_LIMIT_WINDOW_MS', 'soon', 'RATE_LIMIT_WINDOW_MS: must be an integer of at least 1'],
    ]) {
      expect(() => loadConfig({ [name!]: value! })).toThrow(problem);
    }
  });
});

describe('variables the gateway does not read', () => {
  it('names the likely one for a slip of a known name, and leaves other programs’ variables alone', () => {
    const env = {
      SMPT_URL: 'smtp://mail.clinic.test',
      REMOTE_SERCH_URL: 'https://search.clinic.test/mf-manifest.json',
      MAIL_TO_REVIEWS: 'desk@clinic.test',
      SMTP_URL: 'smtp://mail.clinic.test',
      PATH: '/usr/bin',
      HOSTNAME: 'gateway-7d9f',
      KUBERNETES_SERVICE_HOST: '10.0.0.1',
      REDIS_PORT: 'tcp://10.0.0.9:6379',
      NODE_OPTIONS: '--max-old-space-size=512',
    };
    expect(misspeltVariables(env)).toEqual([
      { given: 'SMPT_URL', meant: 'SMTP_URL' },
      { given: 'REMOTE_SERCH_URL', meant: 'REMOTE_SEARCH_URL' },
      { given: 'MAIL_TO_REVIEWS', meant: 'MAIL_TO_REVIEW' },
    ]);
  });
});

describe('the clinic’s legal details', () => {
  it('default to values that say they are a demonstration, with the configured retention periods', () => {
    const { clinic } = loadConfig({ REVIEW_RETENTION_DAYS: '30' });
    expect(clinic.legalName).toContain('демонстраційні дані');
    expect(clinic.licenceNumber).toContain('демонстраційні дані');
    expect(clinic.retentionDays).toEqual({ mail: 30, deadMail: 90, reviews: 30, payments: 365 });
  });

  it('refuses a licence date or a contact address that is not one', () => {
    expect(
      configProblems({ CLINIC_LICENCE_DATE: '15.06.2021', CLINIC_CONTACT_EMAIL: 'Clinic <dani@clinic.ua>' }),
    ).toEqual(['CLINIC_LICENCE_DATE: must be a date, YYYY-MM-DD', 'CLINIC_CONTACT_EMAIL: must be an e-mail address']);
  });
});

describe('development-only settings', () => {
  it('refuses browsers loading unchecked remote builds in production, and allows it in development', () => {
    expect(configProblems({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'true', DEV_UNCHECKED_REMOTES: 'true' })).toEqual([
      'DEV_UNCHECKED_REMOTES: cannot be true with NODE_ENV=production: browsers would run remote builds the gateway never checked',
    ]);
    expect(loadConfig({ DEV_UNCHECKED_REMOTES: 'true' }).devUncheckedRemotes).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'true' }).devUncheckedRemotes).toBe(false);
  });
});
