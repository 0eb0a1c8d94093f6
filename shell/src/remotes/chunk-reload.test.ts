import { describe, expect, it } from 'vitest';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('chunk reload guard', () => {
  it('reloads at most once per 60 seconds', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => (reloads += 1);
    expect(reloadForChunkError(storage, reload, { now: 1_000_000 })).toBe(true);
    expect(reloadForChunkError(storage, reload, { now: 1_000_000 + 59_999 })).toBe(false);
    expect(reloadForChunkError(storage, reload, { now: 1_000_000 + 60_000 })).toBe(true);
    expect(reloads).toBe(2);
  });

  it('does not reload while offline, and keeps the one reload for when the network is back', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => (reloads += 1);
    expect(reloadForChunkError(storage, reload, { now: 1_000_000, online: false })).toBe(false);
    expect(reloads).toBe(0);
    expect(reloadForChunkError(storage, reload, { now: 1_000_001, online: true })).toBe(true);
    expect(reloads).toBe(1);
  });

  it('recognises webpack chunk failures only', () => {
    const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk src_pages-tsx failed.\n(error: x)'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
