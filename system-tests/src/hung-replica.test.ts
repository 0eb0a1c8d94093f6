import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startGatewayProcess, type RunningGatewayProcess } from '@clinic/api-gateway/testing';
import { nginxUnavailable, startNginx } from './testing/nginx.ts';
import { startOpenLoad } from './testing/open-load.ts';

const unavailable = nginxUnavailable();
if (unavailable) console.warn(`Skipping the hung-replica test: ${unavailable}`);

const PAGES = ['/', '/likari', '/en/clinics', '/api/uk/api/directions/get-directions/', '/en/prices'];
/** What a visitor may wait, at most, when one replica hangs: nginx's read time-out (6 s), then the other replica. */
const LONGEST_WAIT_MS = 8_000;
/** nginx's read time-out: requests sent to the frozen replica before nginx takes it out wait this long. */
const READ_TIMEOUT_MS = 6_000;
/** How long nginx skips a replica it took out (fail_timeout) before it tries it with one request. */
const FAIL_TIMEOUT_MS = 10_000;
/** Long enough for nginx to take the frozen replica out, try it again after fail_timeout and take it out again, twice over. */
const FROZEN_MS = READ_TIMEOUT_MS + 2 * FAIL_TIMEOUT_MS + 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

describe.skipIf(unavailable)('a hung replica behind Debian’s nginx', () => {
  const replicas: RunningGatewayProcess[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>>;

  beforeAll(async () => {
    const ports = [await freePort(), await freePort()];
    const start = (port: number) =>
      startGatewayProcess(
        // The render deadline the shipped nginx configuration asks for, below its read time-out.
        {
          PORT: String(port),
          TRUST_PROXY: 'loopback',
          RATE_LIMIT_MAX: '0',
          SSR_TIMEOUT_MS: '2000',
          RENDER_TIMEOUT_MS: '2800',
        },
        { timeoutMs: 60_000 },
      );
    replicas.push(...(await Promise.all(ports.map(start))));
    // Each page rendered once on each replica first: a first render loads the remotes' server code, which is not what is measured.
    for (const replica of replicas)
      for (const page of PAGES) await (await fetch(`${replica.url}${page}`)).arrayBuffer();
    nginx = await startNginx(ports);
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    for (const replica of replicas) replica.child.kill('SIGCONT');
    await Promise.all(replicas.map((replica) => replica.stop('SIGKILL')));
  }, 30_000);

  it(`keeps every visitor's wait under ${LONGEST_WAIT_MS / 1000} s while one of two replicas is frozen (SIGSTOP)`, {
    timeout: 120_000,
  }, async () => {
    // Open loop and bounded: 10 reads and one form a second, whether or not earlier ones were answered.
    const load = startOpenLoad({ url: nginx.url, pages: PAGES, pageEveryMs: 100, mailEveryMs: 1_000 });
    let frozenAt = 0;
    try {
      await sleep(3_000);
      frozenAt = Date.now() - load.started;
      replicas[0]!.child.kill('SIGSTOP');
      await sleep(FROZEN_MS);
    } finally {
      load.stop();
    }
    await load.settled();

    const { outcomes } = load;
    const whileFrozen = outcomes.filter((outcome) => outcome.at >= frozenAt);
    const reads = whileFrozen.filter((outcome) => outcome.kind === 'page');
    const posts = whileFrozen.filter((outcome) => outcome.kind === 'mail');
    const waits = whileFrozen.map((outcome) => outcome.ms);
    const tooLong = outcomes.filter((outcome) => outcome.ms > LONGEST_WAIT_MS);
    // Requests that waited for the frozen replica after nginx had first taken it out.
    const waitedLater = whileFrozen.filter(
      (outcome) => outcome.at > frozenAt + READ_TIMEOUT_MS + 1_000 && outcome.ms > READ_TIMEOUT_MS - 500,
    );
    console.log(
      `Hung replica behind nginx: ${whileFrozen.length} requests in ${FROZEN_MS / 1000} s with one of two replicas frozen ` +
        `(${(whileFrozen.length / (FROZEN_MS / 1000)).toFixed(1)} req/s); waits p50 ${percentile(waits, 0.5)} ms, p99 ${percentile(waits, 0.99)} ms, ` +
        `max ${Math.max(...waits)} ms; ${waits.filter((ms) => ms > READ_TIMEOUT_MS - 500).length} waited for the frozen replica's time-out; ` +
        `${waitedLater.length} of them once it was taken out; ` +
        `${tooLong.length} waited over ${LONGEST_WAIT_MS / 1000} s; reads not 200: ${reads.filter((read) => read.status !== 200).length}; ` +
        `forms: ${posts.filter((post) => post.status === 202).length} × 202, ${posts.filter((post) => post.status === 504).length} × 504`,
    );
    expect(tooLong).toEqual([]);
    // Once taken out, the frozen replica is tried with one request each fail_timeout, not with every visitor's.
    expect(waitedLater.length).toBeLessThanOrEqual(Math.ceil(FROZEN_MS / FAIL_TIMEOUT_MS));
    // A read is asked of the other replica; a form that reached the frozen one is not sent twice, and says so in time.
    expect(reads.filter((read) => read.status !== 200)).toEqual([]);
    expect(posts.filter((post) => post.status !== 202 && post.status !== 504)).toEqual([]);
  });
});
