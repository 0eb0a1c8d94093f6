import { CHUNK_RELOAD_INTERVAL_MS } from '@clinic/contracts/constants';

const LAST_RELOAD_KEY = 'chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  const message = String((error as { message?: string } | null)?.message ?? '');
  return name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/.test(message);
}

interface ReloadContext {
  now?: number;
  /** Offline, a chunk fails because the network is gone, not because the page is stale. */
  online?: boolean;
}

/**
 * A failed chunk load (usually a stale page after a deploy) reloads the page,
 * at most once per 60 seconds so a really broken deploy cannot loop. Never while offline:
 * the reload would swap the page for the browser's own error page.
 * Returns whether a reload was started.
 */
export function reloadForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  { now = Date.now(), online = true }: ReloadContext = {},
): boolean {
  if (!online) return false;
  const last = Number(storage.getItem(LAST_RELOAD_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(LAST_RELOAD_KEY, String(now));
  reload();
  return true;
}

/** Reloads this page if `error` is a failed chunk load and the rules above allow it. */
export function reloadPageOnChunkError(error: unknown): void {
  if (isChunkLoadError(error))
    reloadForChunkError(window.sessionStorage, () => window.location.reload(), { online: navigator.onLine });
}

export function installChunkReloadGuard(): void {
  window.addEventListener('error', (event) => reloadPageOnChunkError(event.error));
  window.addEventListener('unhandledrejection', (event) => reloadPageOnChunkError(event.reason));
}
