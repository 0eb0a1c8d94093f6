import type { Logger } from '../logger.ts';
import { metrics } from '../metrics.ts';

/** Asks a shared cache to drop pages, by the surrogate keys they name; a no-op without one. */
export interface CachePurge {
  purge(keys: readonly string[], why: string): Promise<void>;
}

const PURGE_TIMEOUT_MS = 3_000;

/**
 * Purges through Varnish's xkey (`PURGE` with an `xkey-purge` header naming the keys) at CACHE_PURGE_URL.
 * A purge that fails is logged and counted: the cache then serves the old page until `s-maxage` ends.
 */
export function cachePurge(purgeUrl: string | undefined, logger: Logger): CachePurge {
  const log = logger.child({ module: 'cache-purge' });
  return {
    async purge(keys, why) {
      if (!purgeUrl || keys.length === 0) return;
      try {
        const response = await fetch(purgeUrl, {
          method: 'PURGE',
          headers: { 'xkey-purge': keys.join(' ') },
          signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`answered ${response.status}`);
        await response.body?.cancel();
        metrics.cachePurges.inc({ outcome: 'done' });
        log.info({ keys, why }, 'shared cache told to drop pages');
      } catch (error) {
        metrics.cachePurges.inc({ outcome: 'failed' });
        log.warn(
          { keys, why, err: String((error as Error).message ?? error) },
          'shared cache purge failed: its pages stay until s-maxage ends',
        );
      }
    },
  };
}
