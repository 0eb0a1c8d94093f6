import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { PostgresReleaseStore } from '@clinic/releases/postgres-release-store';
import { PostgresReleaseRegistry } from '@clinic/releases/postgres-release-registry';
import { remoteFiles } from '@clinic/releases/remote-files';
import { remotesCommand, type RemotesCommandContext } from '@clinic/releases/remotes-command';
import { openPostgres, type PostgresPool } from '../postgres/postgres-pool.ts';
import { startGatewayProcess, type RunningGatewayProcess } from '../testing/start-gateway-process.ts';
import { createDatabase, servicesUnavailable, startPostgres, type RunningService } from '../testing/services.ts';
import { HOST, startStaticOrigin, writeBuild, type StaticOrigin } from './testing/remote-build.ts';

const unavailable = servicesUnavailable();
if (unavailable) console.warn(`Skipping the release tests on PostgreSQL: ${unavailable}`);

describe.skipIf(unavailable)('releases on PostgreSQL, followed by every replica', () => {
  let postgres: RunningService;
  let pool: PostgresPool;
  let origin: StaticOrigin;
  let team: RemotesCommandContext;
  let noShell: string;
  const replicas: RunningGatewayProcess[] = [];
  const url = (build: string) => `${origin.url}/${build}/mf-manifest.json`;

  beforeAll(async () => {
    [postgres, origin] = await Promise.all([startPostgres(), startStaticOrigin()]);
    for (const version of ['v1', 'v2', 'v3']) writeBuild(path.join(origin.dir, version), { version });
    const databaseUrl = await createDatabase(postgres.url);
    // A shell without a server build: the replicas check builds and name them for the pages, which is what is followed here.
    noShell = fs.mkdtempSync(path.join(os.tmpdir(), 'no-shell-'));
    fs.writeFileSync(
      path.join(noShell, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    const env = {
      DATABASE_URL: databaseUrl,
      REMOTE_SEARCH_URL: url('v1'),
      SSR_REMOTE_POLL_MS: '250',
      SHELL_DIST_DIR: noShell,
      LOG_LEVEL: 'warn',
    };
    replicas.push(...(await Promise.all([startGatewayProcess(env), startGatewayProcess(env)])));
    pool = await openPostgres(databaseUrl, pino({ level: 'silent' }), 2);
    team = {
      registry: new PostgresReleaseRegistry(pool),
      store: new PostgresReleaseStore(pool),
      actor: 'operator',
      defaults: {
        mf_content: '/remotes/mf-content/mf-manifest.json',
        mf_booking: '/remotes/mf-booking/mf-manifest.json',
        mf_payment: '/remotes/mf-payment/mf-manifest.json',
        mf_search: url('v1'),
      },
      fetch: remoteFiles({ appsDir: noShell, timeoutMs: 1_000, maxBytes: 1_000_000 }),
      host: HOST,
      pollMs: 250,
    };
  }, 90_000);

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await pool?.end();
    await Promise.all([postgres?.stop(), origin?.close()]);
    fs.rmSync(noShell, { recursive: true, force: true });
  });

  /** The build of mf-search each replica names for its pages now. */
  const named = () =>
    Promise.all(
      replicas.map(
        async (replica) =>
          ((await (await fetch(`${replica.url}/runtime-config.json`)).json()) as { remotes: { mf_search: string } })
            .remotes.mf_search,
      ),
    );

  it('a promote reaches both replicas within seconds, and so does a rollback', async () => {
    expect(await named()).toEqual([url('v1'), url('v1')]);
    const promoted = Date.now();
    expect((await remotesCommand(['promote', 'mf-search', url('v2')], team)).code).toBe(0);
    await expect.poll(named, { timeout: 5_000, interval: 100 }).toEqual([url('v2'), url('v2')]);
    expect(Date.now() - promoted).toBeLessThan(5_000);
    expect((await remotesCommand(['rollback', 'mf-search'], team)).code).toBe(0);
    await expect.poll(named, { timeout: 5_000, interval: 100 }).toEqual([url('v1'), url('v1')]);
  });

  it('a canary decided on one replica holds on the other', async () => {
    expect((await remotesCommand(['canary', 'mf-search', url('v3'), '100'], team)).code).toBe(0);
    const page = async (replica: RunningGatewayProcess, cookie?: string) =>
      fetch(`${replica.url}/en`, { headers: cookie ? { Cookie: cookie } : {} });
    await expect
      .poll(async () => (await page(replicas[0]!)).headers.get('set-cookie') ?? '', { timeout: 5_000, interval: 100 })
      .toMatch(/^mf-canary=mf_search:[0-9a-f]{10}:1\.[\w-]{16}\.[\w-]{43};/);
    const cookie = (await page(replicas[0]!)).headers.get('set-cookie')!.split(';')[0]!;
    // Replica 1 answers no cookie both before it has seen the canary and after it honours the visitor's draw, so it is the page that is awaited.
    await expect
      .poll(async () => (await page(replicas[1]!, cookie)).text(), { timeout: 5_000, interval: 100 })
      .toContain(url('v3'));
    expect((await page(replicas[1]!, cookie)).headers.get('set-cookie')).toBeNull();
  });
});
