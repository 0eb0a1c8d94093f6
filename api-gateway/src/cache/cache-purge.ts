import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { Logger } from '../logger.ts';
import { metrics } from '../metrics.ts';

/** Asks a shared cache to drop pages, by the surrogate keys they name; a no-op without one. */
export interface CachePurge {
  purge(keys: readonly string[], why: string): Promise<void>;
}

const PURGE_TIMEOUT_MS = 3_000;

/** The caches to ask: one URL per cache behind the purge URL. */
export type PurgeTargets = (purgeUrl: string) => Promise<URL[]>;

/**
 * Every address the purge URL's host names, asked now: several caches behind one name (a headless
 * Service on Kubernetes lists each Varnish pod) each hold their own copy of a page, so each must drop it.
 * An address is asked as it is; an xkey purge drops by key, whatever host the request names.
 */
export const addressesOfPurgeUrl: PurgeTargets = async (purgeUrl) => {
  const url = new URL(purgeUrl);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host)) return [url];
  const addresses = await lookup(host, { all: true });
  return addresses.map(({ address, family }) => {
    const target = new URL(url);
    target.hostname = family === 6 ? `[${address}]` : address;
    return target;
  });
};

/**
 * Purges through Varnish's xkey (`PURGE` with an `xkey-purge` header naming the keys) at CACHE_PURGE_URL,
 * at every cache its host names. A purge that fails is logged and counted, per cache: that cache then
 * serves the old page until `s-maxage` ends.
 */
export function cachePurge(
  purgeUrl: string | undefined,
  logger: Logger,
  targets: PurgeTargets = addressesOfPurgeUrl,
): CachePurge {
  const log = logger.child({ module: 'cache-purge' });

  const failed = (keys: readonly string[], why: string, cache: string, error: unknown) => {
    metrics.cachePurges.inc({ outcome: 'failed' });
    log.warn(
      { keys, why, cache, err: String((error as Error).message ?? error) },
      'shared cache purge failed: its pages stay until s-maxage ends',
    );
  };

  async function purgeAt(target: URL, keys: readonly string[], why: string): Promise<void> {
    try {
      const response = await fetch(target, {
        method: 'PURGE',
        headers: { 'xkey-purge': keys.join(' ') },
        signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`answered ${response.status}`);
      metrics.cachePurges.inc({ outcome: 'done' });
      log.info({ keys, why, cache: target.host }, 'shared cache told to drop pages');
    } catch (error) {
      failed(keys, why, target.host, error);
    }
  }

  return {
    async purge(keys, why) {
      if (!purgeUrl || keys.length === 0) return;
      let caches: URL[];
      try {
        caches = await targets(purgeUrl);
      } catch (error) {
        return failed(keys, why, new URL(purgeUrl).host, error);
      }
      await Promise.all(caches.map((target) => purgeAt(target, keys, why)));
    },
  };
}
