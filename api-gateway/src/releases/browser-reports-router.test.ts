import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_CANARY_VISITORS } from '@clinic/releases/canary-analysis';
import { buildIdOf } from '@clinic/releases/release-check';
import type { CanaryPlan } from '@clinic/releases/release-registry';
import { startGateway, type RunningGateway } from '../testing/start-gateway.ts';
import { metrics } from '../metrics.ts';
import { startStaticOrigin, writeBuild, type StaticOrigin } from './testing/remote-build.ts';

let origin: StaticOrigin;
let gateway: RunningGateway;

beforeAll(async () => {
  origin = await startStaticOrigin();
  writeBuild(path.join(origin.dir, 'search'), { version: 's1' });
  writeBuild(path.join(origin.dir, 'search-canary'), { version: 's2' });
  gateway = await startGateway({ env: { REMOTE_SEARCH_URL: `${origin.url}/search/mf-manifest.json` } });
});
afterAll(async () => {
  await gateway.close();
  await origin.close();
});

/** The token a page of the gateway carries for the reports its browser sends. */
const pageToken = async (base = gateway.url) =>
  /report-uri \/reports\/csp\?t=([^;\s]+)/.exec(
    (await fetch(`${base}/en`)).headers.get('content-security-policy') ?? '',
  )?.[1];

/**
 * A browser's report that mf-search's build failed to load (or, `of: 'remote-render-error'`, that its part threw),
 * sent to the gateway at `base` with a page's token.
 */
const reportRemoteFailure = (
  base: string,
  token: string | undefined,
  { version = 's1', cookie, of = 'remote-failure' }: { version?: string; cookie?: string; of?: string } = {},
) =>
  fetch(`${base}/reports/${of}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie && { Cookie: cookie }) },
    body: JSON.stringify({
      remote: 'mf_search',
      manifestUrl: `${origin.url}/search/mf-manifest.json`,
      version,
      message: 'Failed to fetch',
      token,
    }),
  });

const browserFailures = async () =>
  (await metrics.remoteLoadFailures.get()).values.find(
    (value) => value.labels.remote === 'mf_search' && value.labels.side === 'browser',
  )?.value ?? 0;

describe('what browsers report about remotes', () => {
  it('admits a remote’s origin for its scripts, styles, pictures, fonts and connections, and asks for violation reports', async () => {
    const policy = (await fetch(`${gateway.url}/robots.txt`)).headers.get('content-security-policy')!;
    const directives = Object.fromEntries(
      policy
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src'])
      expect(directives[name], name).toContain(origin.url);
    // A remote on this machine is a development server: its code may open its socket, and only that.
    const socket = origin.url.replace(/^http:/, 'ws:');
    expect(directives['connect-src']).toContain(socket);
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src'])
      expect(directives[name], name).not.toContain(socket);
    expect(directives['report-uri']).toEqual([expect.stringMatching(/^\/reports\/csp\?t=\d+\.[\w-]+\.[\w-]+$/)]);
  });

  it('logs and counts a remote that failed to load in a browser, once per report', async () => {
    const before = await browserFailures();
    const response = await reportRemoteFailure(gateway.url, await pageToken());
    expect(response.status).toBe(204);
    expect(await browserFailures()).toBe(before + 1);
  });

  it('counts a remote’s part that threw in a browser as a render error of its build, not as a failed load', async () => {
    const renderErrors = async () =>
      (await metrics.remoteBrowserRenderErrors.get()).values
        .filter((value) => value.labels.remote === 'mf_search')
        .reduce((sum, value) => sum + value.value, 0);
    const [errorsBefore, failuresBefore] = [await renderErrors(), await browserFailures()];
    const response = await reportRemoteFailure(gateway.url, await pageToken(), { of: 'remote-render-error' });
    expect(response.status).toBe(204);
    expect(await renderErrors()).toBe(errorsBefore + 1);
    expect(await browserFailures()).toBe(failuresBefore);
  });

  it.each([
    ['remote-failure', 'Invalid remote failure report'],
    ['remote-render-error', 'Invalid remote render error report'],
  ])('answers a malformed report to /reports/%s with the field and what is wrong', async (of, message) => {
    const response = await fetch(`${gateway.url}/reports/${of}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ remote: '../mf-other' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { status: 400, message, fields: { remote: 'must be a remote’s name (mf_ and lower-case letters)' } },
    });
  });

  it('counts a CSP violation by its directive', async () => {
    const styleViolations = async () =>
      (await metrics.cspViolations.get()).values.find((value) => value.labels.directive === 'style-src-elem')?.value ??
      0;
    const before = await styleViolations();
    const report = {
      'csp-report': {
        'document-uri': `${gateway.url}/`,
        'effective-directive': 'style-src-elem',
        'blocked-uri': 'https://elsewhere.example/x.css',
      },
    };
    const response = await fetch(`${gateway.url}/reports/csp?t=${await pageToken()}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    expect(response.status).toBe(204);
    expect(await styleViolations()).toBe(before + 1);
  });
});

describe('reports from one client', () => {
  it('are rate-limited: past the limit a report is answered 429 and counts nowhere', async () => {
    const limited = await startGateway({
      env: { REMOTE_SEARCH_URL: `${origin.url}/search/mf-manifest.json`, RATE_LIMIT_MAX: '3' },
    });
    try {
      const token = await pageToken(limited.url);
      const before = await browserFailures();
      const statuses = [];
      for (let sent = 0; sent < 4; sent++) statuses.push((await reportRemoteFailure(limited.url, token)).status);
      expect(statuses).toEqual([204, 204, 204, 429]);
      expect(await browserFailures()).toBe(before + 3);
    } finally {
      await limited.close();
    }
  });
});

describe('reports and an automatic canary', () => {
  const PLAN: CanaryPlan = { steps: [50, 100], stepMs: 3_600_000, minViews: 1, maxErrorRateIncrease: 0.1 };
  const canaryUrl = () => `${origin.url}/search-canary/mf-manifest.json`;
  let site: RunningGateway;
  let noShell: string;
  let token: string | undefined;

  beforeAll(async () => {
    // A shell without a server build: pages name the builds they get, and shared versions go unchecked.
    noShell = mkdtempSync(path.join(tmpdir(), 'no-shell-'));
    writeFileSync(path.join(noShell, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    site = await startGateway({
      env: {
        REMOTE_SEARCH_URL: `${origin.url}/search/mf-manifest.json`,
        SHELL_DIST_DIR: noShell,
        RATE_LIMIT_MAX: '10000',
      },
      onBuildEvent: (event) => site.rendering.releases.recordEvent(event),
    });
    // Taken before any canary runs: a page asked for during one would be a new visitor of it.
    token = await pageToken(site.url);
  });
  afterAll(async () => {
    await site.close();
    rmSync(noShell, { recursive: true, force: true });
  });

  /** A new step of an automatic canary of s2 for half the visitors: each test counts from nothing. */
  async function startCanary() {
    await site.rendering.registry.append({
      remote: 'mf_search',
      action: 'canary',
      manifestUrl: canaryUrl(),
      version: 's2',
      buildId: buildIdOf(readFileSync(path.join(origin.dir, 'search-canary', 'mf-manifest.json'), 'utf8')),
      percent: 50,
      plan: PLAN,
      actor: 'search team',
    });
    await site.rendering.releases.sync();
  }

  /** New visitors' first pages until `inside` of them got the canary: the signed cookies each was given. */
  async function visitors(inside: number) {
    const given = { inside: [] as string[], outside: [] as string[] };
    for (let tries = 0; given.inside.length < inside && tries < 40 * inside; tries++) {
      const page = await fetch(`${site.url}/en`);
      await page.text();
      const cookie = page.headers.get('set-cookie')!.split(';')[0]!;
      given[/^mf-canary=[^.]*:1\./.test(cookie) ? 'inside' : 'outside'].push(cookie);
    }
    expect(given.inside).toHaveLength(inside);
    return given;
  }

  /** What the canary analysis did with its round: the last line of the release log. */
  const judged = async () => {
    await site.rendering.releases.sync();
    return (await site.rendering.registry.events()).at(-1)!;
  };

  const reportCanaryFailure = async (cookie?: string) =>
    expect((await reportRemoteFailure(site.url, token, { version: 's2', cookie })).status).toBe(204);

  it('is not moved by six forged reports, while its own visitors’ reports move it', async () => {
    await startCanary();
    const { inside, outside } = await visitors(MIN_CANARY_VISITORS);
    const [, decisions] = /^mf-canary=([^.]*)\./.exec(outside[0]!)!;
    const forged = [
      undefined,
      undefined,
      `mf-canary=${decisions!.replace(/:0$/, ':1')}`,
      `mf-canary=${decisions!.replace(/:0$/, ':1')}.AAAAAAAAAAAAAAAA.forged`,
      outside[0]!.replace(/:0\./, ':1.'),
      outside[1]!.replace(/:0\./, ':1.'),
    ];
    for (const cookie of forged) await reportCanaryFailure(cookie);
    expect(await judged()).toMatchObject({ action: 'canary', percent: 50 });
    for (const cookie of inside.slice(0, 3)) await reportCanaryFailure(cookie);
    expect(await judged()).toMatchObject({
      action: 'abort',
      actor: 'canary analysis',
      note: expect.stringContaining(`(3 errors among ${MIN_CANARY_VISITORS} visitors)`),
    });
  });

  it('does not count a report naming the canary’s build from a visitor it did not give it', async () => {
    await startCanary();
    const { outside } = await visitors(MIN_CANARY_VISITORS);
    for (const cookie of outside.slice(0, 5)) await reportCanaryFailure(cookie);
    expect(await judged()).toMatchObject({ action: 'canary', percent: 50 });
  });

  it('counts a visitor once a step, however many reports they send', async () => {
    await startCanary();
    const { inside } = await visitors(MIN_CANARY_VISITORS);
    for (let sent = 0; sent < 6; sent++) await reportCanaryFailure(inside[0]);
    // One visitor among twenty is 5 %, within the plan's 10 points.
    expect(await judged()).toMatchObject({ action: 'canary', percent: 50 });
  });

  it('decides nothing before the canary has its minimum of distinct visitors', async () => {
    await startCanary();
    const { inside } = await visitors(MIN_CANARY_VISITORS - 1);
    for (const cookie of inside) await reportCanaryFailure(cookie);
    // Pages again from a visitor already counted make no new visitor.
    for (let again = 0; again < 5; again++)
      await (await fetch(`${site.url}/en`, { headers: { Cookie: inside[0]! } })).text();
    expect(await judged()).toMatchObject({ action: 'canary', percent: 50 });
    await visitors(1);
    expect(await judged()).toMatchObject({ action: 'abort', actor: 'canary analysis' });
  });
});
