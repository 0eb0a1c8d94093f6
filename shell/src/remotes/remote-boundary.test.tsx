import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import type { RuntimeConfig } from '@clinic/contracts/runtime-config';
import { pageNotFound } from '@clinic/contracts/remote-modules';
import { RemoteBoundary, RemoteErrorReport } from './remote-boundary.tsx';
import { reportRemoteFailures } from './failure-beacon.ts';

function Exploding(): never {
  throw new Error('remote component broke');
}

function NotFound(): never {
  throw pageNotFound();
}

const config: RuntimeConfig = {
  remotes: {
    mf_content: '/remotes/mf-content/mf-manifest.json',
    mf_booking: '/remotes/mf-booking/mf-manifest.json',
    mf_payment: '/remotes/mf-payment/mf-manifest.json',
    mf_search: 'https://static.example/mf-search/b7/mf-manifest.json',
  },
  remoteVersions: { mf_search: 'b7', mf_content: 'c3' },
  apiBase: '/',
  paymentMode: 'sandbox',
  reportToken: '1790000000.L2Vu.signature',
};

/** The beacons the page sent: where, and what they said. */
let beacons: Array<{ url: string; body: unknown }>;

beforeEach(() => {
  beacons = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data: Blob) => {
      beacons.push({ url, body: data });
      return true;
    },
  });
  reportRemoteFailures(config);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const sent = () =>
  Promise.all(
    beacons.map(async ({ url, body }) => ({ url, body: JSON.parse(await (body as Blob).text()) as unknown })),
  );

/** Shows what it would show for any failure of the page, as the route's boundary does. */
class ErrorPage extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>error page</p> : this.props.children;
  }
}

describe('RemoteBoundary', () => {
  it('shows the fallback when the remote component throws, leaving its siblings alone', () => {
    render(
      <main>
        <p>rest of the page</p>
        <RemoteBoundary remote="mf_search" fallback={<p>phone fallback</p>}>
          <Exploding />
        </RemoteBoundary>
      </main>,
    );
    expect(screen.getByText('rest of the page')).toBeTruthy();
    expect(screen.getByText('phone fallback')).toBeTruthy();
  });

  it('reports the part that threw to the gateway: the remote, the build the page named, a short message and the page’s token', async () => {
    render(
      <RemoteBoundary remote="mf_search" fallback={<p>no search</p>}>
        <Exploding />
      </RemoteBoundary>,
    );
    expect(screen.getByText('no search')).toBeTruthy();
    expect(await sent()).toEqual([
      {
        url: `${window.location.origin}/reports/remote-render-error`,
        body: {
          remote: 'mf_search',
          manifestUrl: 'https://static.example/mf-search/b7/mf-manifest.json',
          version: 'b7',
          message: 'remote component broke',
          token: '1790000000.L2Vu.signature',
        },
      },
    ]);
  });

  it('renders the remote when it works, and reports nothing', async () => {
    render(
      <RemoteBoundary remote="mf_search" fallback={<p>fallback</p>}>
        <p>search box</p>
      </RemoteBoundary>,
    );
    expect(screen.getByText('search box')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
    expect(await sent()).toEqual([]);
  });
});

describe('RemoteErrorReport', () => {
  it('reports a content page that throws and still shows the error page around it', async () => {
    render(
      <ErrorPage>
        <RemoteErrorReport remote="mf_content">
          <Exploding />
        </RemoteErrorReport>
      </ErrorPage>,
    );
    expect(await screen.findByText('error page')).toBeTruthy();
    expect(await sent()).toEqual([
      {
        url: `${window.location.origin}/reports/remote-render-error`,
        body: expect.objectContaining({ remote: 'mf_content', version: 'c3', message: 'remote component broke' }),
      },
    ]);
  });

  it('reports no page’s own “not found”', async () => {
    render(
      <ErrorPage>
        <RemoteErrorReport remote="mf_content">
          <NotFound />
        </RemoteErrorReport>
      </ErrorPage>,
    );
    expect(await screen.findByText('error page')).toBeTruthy();
    expect(await sent()).toEqual([]);
  });
});
