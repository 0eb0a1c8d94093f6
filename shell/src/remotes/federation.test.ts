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
const config = (remoteEntries?: Record<string, string>) =>
  ({ remotes, remoteEntries, apiBase: '/', paymentMode: 'sandbox' }) satisfies RuntimeConfig;

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

  it('finds the entry of a remote the gateway had not read through its manifest', async () => {
    const { registerRuntimeRemotes, loadRemoteModule } = await federation();
    registerRuntimeRemotes(config());
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    await loadRemoteModule('mf_search/search-box');
    expect(fetched).toEqual(['https://search.example/B/mf-manifest.json']);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_search', entry: 'https://search.example/B/remoteEntry.js' },
    ]);
  });
});
