import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const SHARE_SCOPE = { react: { '19.3.1': {} } };

/** The scripts the loader added to the page, held here instead: the test says when each loads or fails. */
let scripts: HTMLScriptElement[] = [];
const initSharing = vi.fn(async (_scope: string) => {});

/** A remote's container as webpack defines it, handing out each module's factory. */
function container(modules: Record<string, unknown>) {
  return {
    init: vi.fn(async (_shareScope: unknown) => {}),
    get: vi.fn(async (module: string) => () => modules[module]),
  };
}

/** The module afresh: which remotes it loaded is its own state. */
const containers = async () => {
  vi.resetModules();
  return import('./containers.ts');
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  scripts = [];
  initSharing.mockClear();
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    scripts.push(...(nodes as HTMLScriptElement[]));
  });
  vi.stubGlobal('__webpack_init_sharing__', initSharing);
  vi.stubGlobal('__webpack_share_scopes__', { default: SHARE_SCOPE });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('loading a remote’s module through its container', () => {
  it('runs the entry script once, gives the container the page’s shared modules once, and answers each module', async () => {
    const { registerRemotes, loadRemote } = await containers();
    registerRemotes([{ name: 'mf_content', entry: 'https://content.example/B/remoteEntry.js' }]);
    const pages = loadRemote('mf_content/pages');
    await settle();
    expect(scripts.map((script) => [script.src, script.crossOrigin])).toEqual([
      ['https://content.example/B/remoteEntry.js', 'anonymous'],
    ]);
    const remote = container({ './pages': { pages: 'all' }, './other': { other: true } });
    vi.stubGlobal('mf_content', remote);
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(pages).resolves.toEqual({ pages: 'all' });
    await expect(loadRemote('mf_content/other')).resolves.toEqual({ other: true });
    expect(scripts).toHaveLength(1);
    expect(initSharing).toHaveBeenCalledWith('default');
    expect(remote.init).toHaveBeenCalledExactlyOnceWith(SHARE_SCOPE);
    expect(remote.get.mock.calls).toEqual([['./pages'], ['./other']]);
  });

  it('pins a checked build: its entry by the page’s hash, its files by the hashes the gateway serves, before its code runs', async () => {
    const pins = { base: '/remotes/mf-search/', files: { 'remoteEntry.js': 'sha384-entry', 'box.js': 'sha384-box' } };
    const fetched = vi.fn(async () => new Response(JSON.stringify(pins)));
    vi.stubGlobal('fetch', fetched);
    const { registerRemotes, loadRemote } = await containers();
    registerRemotes([
      {
        name: 'mf_search',
        entry: 'https://site.example/remotes/mf-search/remoteEntry.js',
        integrity: { entry: 'sha384-entry', files: 'https://site.example/remote-integrity/abc.json' },
      },
    ]);
    const box = loadRemote('mf_search/search-box');
    await settle();
    expect(scripts.map((script) => script.integrity)).toEqual(['sha384-entry']);
    expect(fetched).toHaveBeenCalledWith('https://site.example/remote-integrity/abc.json');
    const remote = container({ './search-box': { box: true } });
    vi.stubGlobal('mf_search', remote);
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(box).resolves.toEqual({ box: true });
    expect((window as unknown as Record<string, unknown>).__clinicFileIntegrity).toEqual({
      [new URL('/remotes/mf-search/', window.location.href).href]: pins.files,
    });
  });

  it('does not run a checked build whose hashes cannot be had', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    const { registerRemotes, loadRemote } = await containers();
    registerRemotes([
      { name: 'mf_search', entry: 'https://site.example/e.js', integrity: { entry: 'sha384-e', files: '/pins.json' } },
    ]);
    const remote = container({ './search-box': {} });
    const outcome = loadRemote('mf_search/search-box').then(
      () => 'loaded',
      (error: Error) => error.message,
    );
    await settle();
    vi.stubGlobal('mf_search', remote);
    scripts[0]!.dispatchEvent(new Event('load'));
    expect(await outcome).toBe("The hashes of the remote's files (/pins.json) answered 404");
    expect(remote.init).not.toHaveBeenCalled();
  });

  it('takes a script that failed out of the page and fetches it anew on the next try', async () => {
    const { registerRemotes, loadRemote } = await containers();
    registerRemotes([{ name: 'mf_search', entry: '/remotes/mf-search/remoteEntry.js' }]);
    const first = loadRemote('mf_search/search-box');
    await settle();
    const remove = vi.spyOn(scripts[0]!, 'remove');
    scripts[0]!.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('The script /remotes/mf-search/remoteEntry.js could not be loaded');
    expect(remove).toHaveBeenCalled();

    const second = loadRemote('mf_search/search-box');
    await settle();
    expect(scripts).toHaveLength(2);
    vi.stubGlobal('mf_search', container({ './search-box': { default: 'box' } }));
    scripts[1]!.dispatchEvent(new Event('load'));
    await expect(second).resolves.toEqual({ default: 'box' });
  });

  it('gives up on a script that does not load in time, and fetches it anew on the next try', async () => {
    vi.useFakeTimers();
    try {
      const { registerRemotes, loadRemote, ENTRY_TIMEOUT_MS } = await containers();
      registerRemotes([{ name: 'mf_search', entry: 'https://search.example/remoteEntry.js' }]);
      const first = loadRemote('mf_search/search-box');
      const failed = expect(first).rejects.toThrow(
        'The script https://search.example/remoteEntry.js did not load in 20 s',
      );
      await vi.advanceTimersByTimeAsync(ENTRY_TIMEOUT_MS);
      await failed;
      void loadRemote('mf_search/search-box');
      await vi.advanceTimersByTimeAsync(0);
      expect(scripts).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when the script loads but defines no container of the remote’s name', async () => {
    const { registerRemotes, loadRemote } = await containers();
    registerRemotes([{ name: 'mf_booking', entry: 'https://booking.example/remoteEntry.js' }]);
    const dialogs = loadRemote('mf_booking/booking-dialogs');
    await settle();
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(dialogs).rejects.toThrow(
      'The script https://booking.example/remoteEntry.js did not define the remote mf_booking',
    );
    expect(initSharing).not.toHaveBeenCalled();
  });

  it('loads a remote named again with another script from that script', async () => {
    const { registerRemotes, loadRemote } = await containers();
    registerRemotes([{ name: 'mf_payment', entry: 'https://payment.example/A/remoteEntry.js' }]);
    const first = loadRemote('mf_payment/payment-dialog');
    await settle();
    vi.stubGlobal('mf_payment', container({ './payment-dialog': 'A' }));
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe('A');

    registerRemotes([{ name: 'mf_payment', entry: 'https://payment.example/B/remoteEntry.js' }]);
    const second = loadRemote('mf_payment/payment-dialog');
    await settle();
    expect(scripts.map((script) => script.src)).toEqual([
      'https://payment.example/A/remoteEntry.js',
      'https://payment.example/B/remoteEntry.js',
    ]);
    vi.stubGlobal('mf_payment', container({ './payment-dialog': 'B' }));
    scripts[1]!.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBe('B');
  });

  it('refuses a remote no script was registered for', async () => {
    const { loadRemote } = await containers();
    await expect(loadRemote('mf_content/pages')).rejects.toThrow('Remote mf_content has no entry script registered');
    expect(scripts).toEqual([]);
  });
});
