import { CHUNK_RELOAD_INTERVAL_MS } from '@clinic/contracts/constants';

const LAST_RELOAD_KEY = 'chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  const message = String((error as { message?: string } | null)?.message ?? '');
  return name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/.test(message);
}

/**
 * Spec §4: a failed chunk load (usually a stale page after a deploy) reloads the page,
 * at most once per 60 seconds so a really broken deploy cannot loop.
 * Returns whether a reload was started.
 */
export function reloadForChunkError(storage: Pick<Storage, 'getItem' | 'setItem'>, reload: () => void, now = Date.now()): boolean {
  const last = Number(storage.getItem(LAST_RELOAD_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(LAST_RELOAD_KEY, String(now));
  reload();
  return true;
}

export function installChunkReloadGuard(): void {
  const handle = (error: unknown) => {
    if (isChunkLoadError(error)) reloadForChunkError(window.sessionStorage, () => window.location.reload());
  };
  window.addEventListener('error', (event) => handle(event.error));
  window.addEventListener('unhandledrejection', (event) => handle(event.reason));
}
