import { afterEach, describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { mountStandalone } from './standalone.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A remote's standalone page at an address, as its development server answers every path. */
async function mount(url: string, children: React.ReactNode) {
  window.history.replaceState(null, '', url);
  document.documentElement.lang = 'uk';
  document.body.innerHTML = '<div id="root"></div>';
  await act(async () => {
    await mountStandalone(children);
  });
}

describe('a remote’s standalone page', () => {
  it('is in the language of its address', async () => {
    await mount('/en/clinics', <p>page</p>);
    expect(document.documentElement.lang).toBe('en');
    await mount('/klinics', <p>page</p>);
    expect(document.documentElement.lang).toBe('uk');
  });
});
