import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Counter } from 'prom-client';
import type { RemoteName, RuntimeConfig } from '@clinic/contracts/runtime-config';
import { RUNTIME_CONFIG_ELEMENT_ID } from '@clinic/contracts/page-data';
import type { BuildEvent } from '@clinic/releases/build-health';
import { metrics } from '../metrics.ts';
import { ReportTokens } from '../http/report-token.ts';
import { startGateway, type RunningGateway } from '../testing/start-gateway.ts';

const SECRET = 'a-secret-every-replica-of-the-site-shares';
const DAY_MS = 86_400_000;

let gateway: RunningGateway;
const events: BuildEvent[] = [];

beforeAll(async () => {
  gateway = await startGateway({ env: { REPORT_TOKEN_SECRET: SECRET }, onBuildEvent: (event) => events.push(event) });
});
afterAll(() => gateway.close());

type Labelled = Counter<'remote' | 'version'>;
const count = async (metric: Labelled, remote: RemoteName, version: string) =>
  (await metric.get()).values.find((value) => value.labels.remote === remote && value.labels.version === version)
    ?.value ?? 0;

/** A page as a browser gets it: its runtime config and its CSP's report address. */
async function openPage(path: string): Promise<{ config: RuntimeConfig; reportUri: string }> {
  const response = await fetch(`${gateway.url}${path}`);
  const html = await response.text();
  const json = new RegExp(`<script[^>]*id="${RUNTIME_CONFIG_ELEMENT_ID}"[^>]*>([\\s\\S]*?)</script>`).exec(html)?.[1];
  if (!json) throw new Error(`${path} has no runtime config`);
  const reportUri = /report-uri ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  if (!reportUri) throw new Error(`${path} names no report-uri`);
  return { config: JSON.parse(json) as RuntimeConfig, reportUri };
}

/** Posts a report as the shell's beacon does, from a page of the site unless `headers` say otherwise (an empty one is left out). */
function report(path: string, body: unknown, headers: Record<string, string> = {}) {
  const sent = { 'Content-Type': 'application/json', Origin: gateway.url, 'Sec-Fetch-Site': 'same-origin', ...headers };
  return fetch(`${gateway.url}${path}`, {
    method: 'POST',
    headers: Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== '')),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const searchVersion = (config: RuntimeConfig) => {
  const version = config.remoteVersions?.mf_search;
  if (!version) throw new Error('the page names no version of mf_search');
  return version;
};

describe('health per build', () => {
  it('names the build of each remote the page was made with, and its browser entry, which the browser loads at once', async () => {
    const { config } = await openPage('/en');
    expect(config.remotes.mf_content).toBe('/remotes/mf-content/mf-manifest.json');
    expect(config.remoteEntries).toEqual({
      mf_content: '/remotes/mf-content/remoteEntry.js',
      mf_booking: '/remotes/mf-booking/remoteEntry.js',
      mf_payment: '/remotes/mf-payment/remoteEntry.js',
      mf_search: '/remotes/mf-search/remoteEntry.js',
    });
  });

  it('counts a page view for each remote build the page names, by its version, and tells the listener', async () => {
    const { config } = await openPage('/en');
    const versions = Object.entries(config.remoteVersions ?? {}) as Array<[RemoteName, string]>;
    expect(versions.map(([remote]) => remote).sort()).toEqual(['mf_booking', 'mf_content', 'mf_payment', 'mf_search']);
    const before = await Promise.all(
      versions.map(([remote, version]) => count(metrics.remotePageViews, remote, version)),
    );
    events.length = 0;

    await openPage('/en/contacts');

    expect(
      await Promise.all(versions.map(([remote, version]) => count(metrics.remotePageViews, remote, version))),
    ).toEqual(before.map((views) => views + 1));
    expect(events).toEqual(
      expect.arrayContaining(versions.map(([remote, version]) => ({ remote, version, kind: 'page_view' }))),
    );
    expect(events).toHaveLength(4);
  });

  it('counts a part that threw in a browser, for the build the page named, when the page’s token comes with it', async () => {
    const { config } = await openPage('/en');
    const version = searchVersion(config);
    const before = await count(metrics.remoteBrowserRenderErrors, 'mf_search', version);
    events.length = 0;

    const response = await report('/reports/remote-render-error', {
      remote: 'mf_search',
      manifestUrl: config.remotes.mf_search,
      version,
      message: 'x is undefined',
      token: config.reportToken,
    });

    expect(response.status).toBe(204);
    expect(await count(metrics.remoteBrowserRenderErrors, 'mf_search', version)).toBe(before + 1);
    expect(events).toEqual([{ remote: 'mf_search', version, kind: 'browser_render_error' }]);
  });

  it('counts a remote that failed to load in a browser by the build the page named', async () => {
    const { config } = await openPage('/en');
    const version = searchVersion(config);
    const before = await count(metrics.remoteBrowserLoadFailures, 'mf_search', version);
    events.length = 0;

    const response = await report('/reports/remote-failure', {
      remote: 'mf_search',
      version,
      message: 'Failed to fetch',
      token: config.reportToken,
    });

    expect(response.status).toBe(204);
    expect(await count(metrics.remoteBrowserLoadFailures, 'mf_search', version)).toBe(before + 1);
    expect(events).toEqual([{ remote: 'mf_search', version, kind: 'browser_load_failure' }]);
  });

  it('takes the token of another replica with the same REPORT_TOKEN_SECRET, and counts a version no page named as unknown', async () => {
    const before = await count(metrics.remoteBrowserRenderErrors, 'mf_search', 'unknown');
    const token = new ReportTokens(SECRET).issue('/en/likari');
    const response = await report('/reports/remote-render-error', {
      remote: 'mf_search',
      version: 'made-up-version',
      token,
    });
    expect(response.status).toBe(204);
    expect(await count(metrics.remoteBrowserRenderErrors, 'mf_search', 'unknown')).toBe(before + 1);
    expect(await count(metrics.remoteBrowserRenderErrors, 'mf_search', 'made-up-version')).toBe(0);
  });

  it('ignores a report from another website, even with a page’s token, and counts nothing', async () => {
    const { config } = await openPage('/en');
    const version = searchVersion(config);
    const before = await count(metrics.remoteBrowserRenderErrors, 'mf_search', version);
    const failuresBefore = await count(metrics.remoteBrowserLoadFailures, 'mf_search', version);
    events.length = 0;
    const body = { remote: 'mf_search', version, message: 'forged', token: config.reportToken };

    const answers = [
      await report('/reports/remote-render-error', body, {
        Origin: 'https://elsewhere.example',
        'Sec-Fetch-Site': 'cross-site',
      }),
      await report('/reports/remote-render-error', body, { Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': '' }),
      await report('/reports/remote-failure', body, { 'Sec-Fetch-Site': 'same-site' }),
      // What a form on another website can send without asking: text/plain.
      await report('/reports/remote-failure', JSON.stringify(body), {
        'Content-Type': 'text/plain',
        Origin: 'https://elsewhere.example',
        'Sec-Fetch-Site': 'cross-site',
      }),
    ];

    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 400]);
    expect(await answers[0]!.json()).toEqual({
      error: { status: 403, message: "Reports are taken from this site's pages only" },
    });
    expect(await count(metrics.remoteBrowserRenderErrors, 'mf_search', version)).toBe(before);
    expect(await count(metrics.remoteBrowserLoadFailures, 'mf_search', version)).toBe(failuresBefore);
    expect(events).toEqual([]);
  });

  it('ignores a report without a token of a page the gateway served: none, forged, another key’s, expired', async () => {
    const { config } = await openPage('/en');
    const version = searchVersion(config);
    const before = await count(metrics.remoteBrowserRenderErrors, 'mf_search', version);
    events.length = 0;
    const [expires, path] = config.reportToken!.split('.');
    const tokens = [
      undefined,
      'not-a-token',
      `${expires}.${Buffer.from('/en/elsewhere').toString('base64url')}.${config.reportToken!.split('.')[2]}`,
      `${Number(expires) + DAY_MS / 1000}.${path}.${config.reportToken!.split('.')[2]}`,
      new ReportTokens('another-secret-of-another-site-entirely').issue('/en'),
      new ReportTokens(SECRET).issue('/en', Date.now() - 3 * DAY_MS),
    ];

    for (const token of tokens) {
      const response = await report('/reports/remote-render-error', { remote: 'mf_search', version, token });
      expect(response.status, String(token)).toBe(403);
    }
    expect(await count(metrics.remoteBrowserRenderErrors, 'mf_search', version)).toBe(before);
    expect(events).toEqual([]);
  });

  it('gives every visitor of a page the same token, so a shared cache may keep it', async () => {
    const [first, second] = [await openPage('/en/contacts'), await openPage('/en/contacts')];
    expect(second.config.reportToken).toBe(first.config.reportToken);
    expect(first.reportUri).toBe(`/reports/csp?t=${first.config.reportToken}`);
  });

  it('counts a CSP violation only with the token its page’s report-uri carries', async () => {
    const styleViolations = async () =>
      (await metrics.cspViolations.get()).values.find((value) => value.labels.directive === 'style-src-elem')?.value ??
      0;
    const { reportUri } = await openPage('/en');
    const violation = JSON.stringify({
      'csp-report': {
        'document-uri': `${gateway.url}/en`,
        'effective-directive': 'style-src-elem',
        'blocked-uri': 'https://elsewhere.example/x.css',
      },
    });
    const before = await styleViolations();

    const forged = [
      await report('/reports/csp', violation, { 'Content-Type': 'application/csp-report' }),
      await report(reportUri, violation, {
        'Content-Type': 'application/csp-report',
        Origin: 'https://elsewhere.example',
        'Sec-Fetch-Site': 'cross-site',
      }),
    ];
    expect(forged.map((answer) => answer.status)).toEqual([403, 403]);
    expect(await styleViolations()).toBe(before);

    expect((await report(reportUri, violation, { 'Content-Type': 'application/csp-report' })).status).toBe(204);
    expect(await styleViolations()).toBe(before + 1);
  });
});
