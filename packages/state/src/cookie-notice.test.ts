import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { COOKIES_ACCEPTED_KEY, COOKIES_DISMISSED_KEY } from '@clinic/contracts/constants';
import { cookiesAccepted, createCookieNotice } from './cookie-notice.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('cookie notice', () => {
  it('shows when the flag is not stored and stays hidden when it is', () => {
    expect(createStore().get(createCookieNotice(memoryStorage()).openAtom)).toBe(true);
    expect(createStore().get(createCookieNotice(memoryStorage({ [COOKIES_ACCEPTED_KEY]: 'true' })).openAtom)).toBe(
      false,
    );
  });

  it('stays hidden for the rest of a visit in which it was closed', () => {
    const visit = memoryStorage({ [COOKIES_DISMISSED_KEY]: 'true' });
    expect(createStore().get(createCookieNotice(memoryStorage(), visit).openAtom)).toBe(false);
  });

  it('accept stores ldrm-cookies-accepted and closes', () => {
    const storage = memoryStorage();
    const notice = createCookieNotice(storage);
    const store = createStore();
    store.set(notice.acceptAtom);
    expect(store.get(notice.openAtom)).toBe(false);
    expect(storage.values.has('ldrm-cookies-accepted')).toBe(true);
  });

  it('close hides it for the visit without storing the accepted flag', () => {
    const storage = memoryStorage();
    const visit = memoryStorage();
    const notice = createCookieNotice(storage, visit);
    const store = createStore();
    store.set(notice.closeAtom);
    expect(store.get(notice.openAtom)).toBe(false);
    expect(cookiesAccepted(storage)).toBe(false);
    expect(createStore().get(createCookieNotice(storage, visit).openAtom)).toBe(false);
    // The next visit has a new session storage: asked again.
    expect(createStore().get(createCookieNotice(storage, memoryStorage()).openAtom)).toBe(true);
  });

  it('counts a storage that throws as not accepted', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(cookiesAccepted(throwing)).toBe(false);
    const notice = createCookieNotice(throwing, throwing);
    expect(createStore().get(notice.openAtom)).toBe(true);
    const store = createStore();
    store.set(notice.closeAtom);
    expect(store.get(notice.openAtom)).toBe(false);
    store.set(notice.acceptAtom);
    expect(store.get(notice.openAtom)).toBe(false);
  });
});
