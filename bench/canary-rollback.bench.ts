// An automatic canary of a build that fails in every browser that loads it, against the production build of the
// gateway: seconds from the first failing page view to the gateway's own rollback of the canary.
// The canary is the repository's mf-search build under a version of its own, on a second origin; what the
// benchmark plays is the visitors: each loads /en afresh (a visit of its own, decided afresh for the canary)
// and, when the page names the canary's build, reports that build's part as throwing, as the shell's error
// boundary does in a browser (same origin, the page's report token, the visit's canary cookie). Settings: steps
// 50,100, 60 s a step, 10 visitors before a step is judged (the gateway waits for its own minimum of distinct
// visitors when that is more), an error rate at most 5 points above the live build's.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  buildIdOf,
  remotesCommand,
  openDatabase,
  databaseFile,
  SqliteReleaseRegistry,
  SqliteReleaseStore,
  readFederationHost,
  remoteFiles,
  startStaticOrigin,
} from '@clinic/api-gateway/testing';
import { startQuietGateway } from './support/gateway-process.ts';
import { REPO_ROOT } from './support/settings.ts';

const SETTINGS = [
  '--steps',
  '50,100',
  '--step-seconds',
  '60',
  '--min-views',
  '10',
  '--max-error-rate-increase',
  '0.05',
];
const POLL_MS = '500';
const LIMIT_MS = 180_000;

const origin = await startStaticOrigin();
const dataDir = mkdtempSync(path.join(tmpdir(), 'canary-bench-'));
const canaryDir = path.join(origin.dir, 'mf-search', 'canary');
cpSync(path.join(REPO_ROOT, 'mf-search', 'dist'), canaryDir, { recursive: true });
const manifestFile = path.join(canaryDir, 'mf-manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
manifest.metaData.buildInfo.buildVersion = 'bench-canary';
writeFileSync(manifestFile, JSON.stringify(manifest));
const canaryUrl = `${origin.url}/mf-search/canary/mf-manifest.json`;

const gateway = await startQuietGateway({
  dataDir,
  env: {
    SSR_REMOTE_POLL_MS: POLL_MS,
    SSR_CACHE_TTL_MS: '0',
    REPORT_TOKEN_SECRET: 'canary-benchmark-report-secret-0123456789',
  },
});
const db = openDatabase(databaseFile(dataDir));
const registry = new SqliteReleaseRegistry(db);
try {
  const started = await remotesCommand(['canary', 'mf-search', canaryUrl, '--auto', ...SETTINGS], {
    registry,
    store: new SqliteReleaseStore(db),
    defaults: {
      mf_content: '/remotes/mf-content/mf-manifest.json',
      mf_booking: '/remotes/mf-booking/mf-manifest.json',
      mf_payment: '/remotes/mf-payment/mf-manifest.json',
      mf_search: '/remotes/mf-search/mf-manifest.json',
    },
    fetch: remoteFiles({ appsDir: REPO_ROOT, timeoutMs: 5_000, maxBytes: 5 * 1024 * 1024 }),
    host: readFederationHost(path.join(REPO_ROOT, 'shell', 'dist')),
    pollMs: Number(POLL_MS),
    actor: 'canary benchmark',
  });
  if (started.code !== 0) throw new Error(started.lines.join('\n'));
  const canaryBuild = buildIdOf(readFileSync(manifestFile, 'utf8'));

  let firstFailure: number | undefined;
  let views = 0;
  let failing = 0;
  const deadline = Date.now() + LIMIT_MS;
  const rolledBack = async () =>
    (await registry.events()).some((event) => event.action === 'abort' && event.buildId === canaryBuild);
  while (!(await rolledBack())) {
    if (Date.now() > deadline)
      throw new Error(`no rollback within ${LIMIT_MS / 1000} s (${views} page views, ${failing} failing)`);
    const response = await fetch(`${gateway.url}/en`);
    const page = await response.text();
    // The report counts for the canary only from the visitor it was given to, whom this cookie names.
    const visit = response.headers.get('set-cookie')?.split(';')[0] ?? '';
    views += 1;
    const config = JSON.parse(/<script id="?runtime-config"?[^>]*>([\s\S]*?)<\/script>/.exec(page)![1]!) as {
      remoteVersions?: Record<string, string>;
      reportToken?: string;
    };
    if (config.remoteVersions?.mf_search !== 'bench-canary') continue;
    firstFailure ??= Date.now();
    failing += 1;
    const report = await fetch(`${gateway.url}/reports/remote-render-error`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: gateway.url,
        'sec-fetch-site': 'same-origin',
        cookie: visit,
      },
      body: JSON.stringify({
        remote: 'mf_search',
        manifestUrl: canaryUrl,
        version: 'bench-canary',
        message: 'the box threw',
        token: config.reportToken,
      }),
    });
    if (report.status !== 204) throw new Error(`the report was answered ${report.status}: ${await report.text()}`);
  }
  const seconds = (Date.now() - firstFailure!) / 1000;
  console.log(
    `automatic canary rollback: ${seconds.toFixed(1)} s from the first failing page view (${views} page views, ${failing} of them failing; ${SETTINGS.join(' ')}; SSR_REMOTE_POLL_MS=${POLL_MS}); target ≤ 60 s`,
  );
} finally {
  db.close();
  await gateway.stop();
  await origin.close();
  rmSync(dataDir, { recursive: true, force: true });
}
