import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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
      MAIL_LEASE_MS: '60000',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://clinic:secret@db.internal:5432/clinic',
      redisUrl: 'rediss://cache.internal:6380/0',
      metrics: { port: 9100, token: 'a-token-of-sixteen-or-more' },
      mail: { leaseMs: 60_000 },
    });
  });

  it('names each wrong variable and what is wrong with it', () => {
    let error: unknown;
    try {
      loadConfig({ DATABASE_URL: 'mysql://db/clinic', REDIS_URL: 'localhost:6379', METRICS_PORT: 'ninety', METRICS_TOKEN: 'short' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'DATABASE_URL: must be a postgres:// or postgresql:// URL',
      'REDIS_URL: must be a redis:// or rediss:// URL',
      'METRICS_PORT: must be an integer',
      'METRICS_TOKEN: must be at least 16 characters',
    ]);
    expect(() => loadConfig({ MAIL_LEASE_MS: '10' })).toThrow(/MAIL_LEASE_MS: .*1000/);
  });

  it('reads the server render and rate-limit numbers, and names a bad one', () => {
    const config = loadConfig({ SSR_CACHE_TTL_MS: '0', SSR_TIMEOUT_MS: '2500', RATE_LIMIT_MAX: '5' });
    expect(config.ssr).toEqual({ timeoutMs: 2_500, remotePollMs: 2_000, cacheTtlMs: 0 });
    expect(config.rateLimit).toEqual({ limit: 5, windowMs: 60_000 });
    expect(loadConfig({}).ssr.cacheTtlMs).toBe(10_000);
    for (const [name, value, problem] of [
      ['SSR_CACHE_TTL_MS', '-1', 'SSR_CACHE_TTL_MS: must be an integer of at least 0'],
      ['SSR_TIMEOUT_MS', '1.5', 'SSR_TIMEOUT_MS: must be an integer of at least 1'],
      ['RATE_LIMIT_WINDOW_MS', 'soon', 'RATE_LIMIT_WINDOW_MS: must be an integer of at least 1'],
    ]) {
      expect(() => loadConfig({ [name!]: value! })).toThrow(problem);
    }
  });
});
