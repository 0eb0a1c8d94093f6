import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@clinic/contracts/runtime-config';

const runtime = vi.hoisted(() => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(async (id: string) => ({ id })),
}));
vi.mock('./containers.ts', () => runtime);

const remotes = {
  mf_content: '/remotes/mf-content/mf-manifest.json',
  mf_booking: '/remotes/mf-booking/mf-manifest.json',
  mf_payment: '/remotes/mf-payment/mf-manifest.json',
  mf_search: 'https://search.example/B/mf-manifest.json',
};
const config = (remoteEntries?: Record<string, string>, uncheckedRemotes?: boolean) =>
  ({ remotes, remoteEntries, uncheckedRemotes, apiBase: '/', paymentMode: 'sandbox' }) satisfies RuntimeConfig;

/** The module afresh: which remotes it registered is its own state. */
const federation = async () => {
  vi.resetModules();
  return import('./federation.ts');
};

describe('registering the remotes the page names', () => {
  const fetched: string[] = [];
  beforeEach(() => {
    runtime.registerRemotes.mockClear();
    runtime.loadRemote.mockClear();
    fetched.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        return new Response(
          JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' } }),
        );
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('registers each remote by the entry script the gateway names, and loads it without reading a manifest', async () => {
    const { registerRuntimeRemotes, loadRemoteModule } = await federation();
    registerRuntimeRemotes(config({ mf_content: '/remotes/mf-content/remoteEntry.js' }));
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_content', entry: `${window.location.origin}/remotes/mf-content/remoteEntry.js` },
    ]);
    await loadRemoteModule('mf_content/pages');
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_content/pages');
    expect(fetched).toEqual([]);
  });

  it('loads nothing of a remote the page names no checked build of, not even its manifest', async () => {
    const { registerRuntimeRemotes, loadRemoteModule, onRemoteLoadFailure } = await federation();
    const failures: string[] = [];
    onRemoteLoadFailure((remote) => failures.push(remote));
    registerRuntimeRemotes(config({ mf_content: '/remotes/mf-content/remoteEntry.js' }));
    await expect(loadRemoteModule('mf_search/search-box')).rejects.toThrow(
      'The page names no checked build of mf_search',
    );
    expect(fetched).toEqual([]);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(failures).toEqual(['mf_search']);
  });

  it('finds the entry of such a remote through its manifest when a development gateway allows it', async () => {
    const { registerRuntimeRemotes, loadRemoteModule } = await federation();
    registerRuntimeRemotes(config({}, true));
    await loadRemoteModule('mf_search/search-box');
    expect(fetched).toEqual(['https://search.example/B/mf-manifest.json']);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_search', entry: 'https://search.example/B/remoteEntry.js' },
    ]);
  });
});
