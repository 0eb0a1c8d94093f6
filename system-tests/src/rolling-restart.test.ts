import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SmtpSink,
  createDatabase,
  freePort,
  servicesUnavailable,
  startPostgres,
  startRedis,
  type RunningService,
  startGatewayProcess,
  type RunningGatewayProcess,
} from '@clinic/api-gateway/testing';
import { startCpuHog } from './testing/cpu-hog.ts';
import { nginxUnavailable, startNginx } from './testing/nginx.ts';
import { startOpenLoad, type LoadOutcome } from './testing/open-load.ts';

const unavailable = servicesUnavailable() ?? nginxUnavailable();
if (unavailable) console.warn(`Skipping the rolling-restart test: ${unavailable}`);

const PAGES = [
  '/',
  '/likari',
  '/en/clinics',
  '/likari/dermatolohiia/olena-kovalenko',
  '/api/uk/api/directions/get-directions/',
  '/en/prices',
];
/**
 * Above the 2 s nginx keeps an idle connection, as the default (5 s) is: by the time a stopping replica
 * closes its listener, nginx has closed every connection to it that it did not use meanwhile.
 */
const SHUTDOWN_DELAY_MS = 4_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(unavailable)('a rolling restart of two replicas behind Debian’s nginx', () => {
  let postgres: RunningService;
  let redis: RunningService;
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  const smtp = new SmtpSink();
  const replicas: RunningGatewayProcess[] = [];
  const ports: number[] = [];
  const dirs: string[] = [];
  let databaseUrl: string;

  /** Every process started, the stopped ones too, for their logs. */
  const processes: RunningGatewayProcess[] = [];
  const startReplica = async (index: number) => {
    const replica = await startGatewayProcess(
      {
        PORT: String(ports[index]),
        DATABASE_URL: databaseUrl,
        REDIS_URL: redis.url,
        SMTP_URL: smtp.url,
        SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
        // Room for a slow, shared CI machine: what is measured is what fails, not how long the drain takes.
        SHUTDOWN_DRAIN_MS: '30000',
        TRUST_PROXY: 'loopback',
        // The render deadline the shipped nginx configuration asks for, below its read time-out.
        SSR_TIMEOUT_MS: '2000',
        RENDER_TIMEOUT_MS: '2800',
        RATE_LIMIT_MAX: '0',
        MAIL_RETRY_BASE_MS: '200',
        MAIL_RETRY_MAX_MS: '1000',
      },
      // The whole suite runs in parallel on a few cores: a start can take long, and is not what is measured.
      { dataDir: dirs[index], timeoutMs: 60_000 },
    );
    processes.push(replica);
    return replica;
  };

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis(), smtp.start()]);
    databaseUrl = await createDatabase(postgres.url);
    for (let index = 0; index < 2; index++) {
      ports.push(await freePort());
      dirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-rolling-')));
    }
    replicas.push(...(await Promise.all([startReplica(0), startReplica(1)])));
    nginx = await startNginx(ports);
  }, 150_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(replicas.map((replica) => replica.stop('SIGKILL')));
    await smtp.stop();
    await Promise.all([postgres?.stop(), redis?.stop()]);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('fails no request under 20 pages/s and 5 mails/s, and delivers every accepted mail once', {
    timeout: 180_000,
  }, async () => {
    const accepted: string[] = [];
    const load = startOpenLoad({
      url: nginx.url,
      pages: PAGES,
      pageEveryMs: 50,
      mailEveryMs: 200,
      readBody: async (kind, response) => {
        if (kind === 'mail' && response.status === 202) accepted.push(((await response.json()) as { id: string }).id);
        else await response.arrayBuffer();
      },
    });

    const restarts: string[] = [];
    // The restart a loaded machine sees: every core is kept busy beside the replicas while they restart.
    const hog = startCpuHog();
    try {
      await sleep(2_000);
      // One replica at a time: SIGTERM, wait for it to exit, start it again on its port, wait until it is ready.
      for (const index of [0, 1]) {
        const signalled = Date.now();
        await replicas[index]!.stop('SIGTERM');
        const said = replicas[index]!.logs.filter((line) => Number(line.level) >= 40);
        expect(replicas[index]!.child.exitCode, JSON.stringify(said)).toBe(0);
        const stopped = Date.now();
        replicas[index] = await startReplica(index);
        while ((await fetch(`${replicas[index]!.url}/readyz`)).status !== 200) await sleep(100);
        restarts.push(
          `replica ${index + 1}: exited ${((stopped - signalled) / 1000).toFixed(1)} s after SIGTERM, ready again ${((Date.now() - stopped) / 1000).toFixed(1)} s later`,
        );
      }
      await sleep(2_000);
    } finally {
      await hog.stop();
      load.stop();
    }
    await load.settled();

    const { outcomes, started } = load;
    const failed = outcomes.filter((outcome) => outcome.error !== undefined || ![200, 202].includes(outcome.status!));
    const count = (kind: LoadOutcome['kind']) => outcomes.filter((outcome) => outcome.kind === kind).length;
    console.log(
      `Rolling restart behind nginx: ${outcomes.length} requests (${count('page')} pages, ${count('mail')} mails) in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
        `${failed.length} failed; ${restarts.join('; ')}`,
    );
    const resets = processes.flatMap((replica) => replica.logs).filter((line) => line.reset);
    expect({ failed, resets }, nginx.errorLog()).toEqual({ failed: [], resets: [] });

    // Every mail answered 202 arrives, once.
    const arrivals = () => {
      const ids = new Map<string, number>();
      for (const mail of smtp.received) ids.set(mail.messageId!, (ids.get(mail.messageId!) ?? 0) + 1);
      return ids;
    };
    const waitingSince = Date.now();
    while (accepted.some((id) => !arrivals().has(`<${id}@clinic.local>`)) && Date.now() - waitingSince < 20_000)
      await sleep(100);
    const received = arrivals();
    expect(accepted.length).toBe(count('mail'));
    expect(accepted.filter((id) => received.get(`<${id}@clinic.local>`) !== 1)).toEqual([]);
  });
});
