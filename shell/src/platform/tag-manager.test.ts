import { describe, expect, it } from 'vitest';
import { installTagManager, trackingAllowed } from './tag-manager.ts';

function fakeWindow(navigator: object) {
  const appended: HTMLScriptElement[] = [];
  const win = {
    navigator,
    document: {
      createElement: () => ({}) as HTMLScriptElement,
      head: { append: (node: HTMLScriptElement) => appended.push(node) },
    },
  } as unknown as Window & { dataLayer?: unknown[] };
  return { win, appended };
}

describe('tag manager', () => {
  it('respects do-not-track and global privacy control', () => {
    expect(trackingAllowed({ doNotTrack: null })).toBe(true);
    expect(trackingAllowed({ doNotTrack: '1' })).toBe(false);
    expect(trackingAllowed({ globalPrivacyControl: true })).toBe(false);
    expect(trackingAllowed({}, { doNotTrack: '1' })).toBe(false);
  });

  it('adds nothing, not even dataLayer, without an id or with do-not-track', () => {
    const none = fakeWindow({});
    expect(installTagManager(undefined, none.win)).toBe(false);
    expect(none.win.dataLayer).toBeUndefined();
    const dnt = fakeWindow({ doNotTrack: '1' });
    expect(installTagManager('GTM-ABC', dnt.win)).toBe(false);
    expect(dnt.win.dataLayer).toBeUndefined();
    expect(dnt.appended).toEqual([]);
  });

  it('creates dataLayer and loads the container when configured and allowed', () => {
    const { win, appended } = fakeWindow({ doNotTrack: '0' });
    expect(installTagManager('GTM-ABC', win)).toBe(true);
    expect(win.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
    expect(appended.map((script) => script.src)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC']);
  });
});
