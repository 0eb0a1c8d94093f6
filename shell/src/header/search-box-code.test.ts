import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';

const loadRemoteModule = vi.hoisted(() => vi.fn(async () => ({ default: () => null })));
vi.mock('../remotes/federation.ts', () => ({ loadRemoteModule }));

/** The module afresh: what it has been asked for lasts for the page's life. */
const searchBoxCode = async () => {
  vi.resetModules();
  return import('./search-box-code.ts');
};

const settle = () => new Promise((next) => setTimeout(next));

beforeEach(() => {
  document.body.innerHTML = '<form role="search"><input type="search"></form><form id="other"><input></form>';
});
afterEach(() => {
  document.body.innerHTML = '';
  loadRemoteModule.mockClear();
});

describe('loadSearchBoxOnIntent', () => {
  it('loads mf-search’s box once the visitor reaches for the search form, not for the rest of the page', async () => {
    const { loadSearchBoxOnIntent } = await searchBoxCode();
    const loaded = loadSearchBoxOnIntent();
    document.querySelector<HTMLInputElement>('#other input')!.focus();
    await settle();
    expect(loadRemoteModule).not.toHaveBeenCalled();

    document
      .querySelector('form[role="search"] input')!
      .dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await loaded;
    expect(loadRemoteModule).toHaveBeenCalledExactlyOnceWith('mf_search/search-box');
  });

  it('waits for no intent once the box has been asked for (the drawer, a navigation)', async () => {
    const { loadSearchBox, loadSearchBoxOnIntent } = await searchBoxCode();
    await loadSearchBox();
    await loadSearchBoxOnIntent();
    expect(loadRemoteModule).toHaveBeenCalledTimes(2);
  });
});

describe('useSearchBoxCodeOnNavigation', () => {
  it('loads the box on the first render of a new address, so that the navigation can hydrate it', async () => {
    const { useSearchBoxCodeOnNavigation, loadSearchBoxOnIntent } = await searchBoxCode();
    let navigate: ReturnType<typeof useNavigate> = () => {};
    renderHook(
      () => {
        navigate = useNavigate();
        useSearchBoxCodeOnNavigation();
      },
      { wrapper: ({ children }) => createElement(MemoryRouter, { initialEntries: ['/'] }, children) },
    );
    expect(loadRemoteModule).not.toHaveBeenCalled();
    // What a server-rendered box, still waiting for the visitor, waits on.
    const waitedOn = loadSearchBoxOnIntent();
    await act(() => navigate('/blog'));
    expect(loadRemoteModule).toHaveBeenCalledWith('mf_search/search-box');
    // It settles too: React retries that box only then, and the navigation commits only after.
    await expect(waitedOn).resolves.toHaveProperty('default');
    // The hydration React attempts for the navigation gets the box without the visitor's intent.
    await expect(loadSearchBoxOnIntent()).resolves.toHaveProperty('default');
  });
});
