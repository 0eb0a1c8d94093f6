import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debianPackagesUnavailable, freePort } from '@clinic/api-gateway/testing';
import { REPO_ROOT } from './paths.ts';
import { nginxUnavailable, startNginx } from './testing/nginx.ts';

const MTAIL = '/usr/bin/mtail';
const PROGRAM = path.join(REPO_ROOT, 'deploy', 'nginx', 'clinic-gateway.mtail');
const unavailable = nginxUnavailable() ?? debianPackagesUnavailable([MTAIL], ['mtail']);
if (unavailable) console.warn(`Skipping the load balancer's metrics test: ${unavailable}`);

/** The counts mtail serves after reading `log` with the repository's program, by `method status`. */
function responseCounts(log: string): Record<string, number> {
  const text = execFileSync(
    MTAIL,
    ['--progs', PROGRAM, '--logs', log, '--one_shot', '--one_shot_format', 'prometheus', '--logtostderr'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return Object.fromEntries(
    [...text.matchAll(/^nginx_http_responses_total\{(.*)\} (\d+)$/gm)].map(([, labels, value]) => {
      const label = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(labels!)?.[1];
      return [`${label('method')} ${label('status')}`, Number(value)];
    }),
  );
}

describe.skipIf(unavailable)('nginx’s answers as the alert LoadBalancerServerErrors reads them', () => {
  let replica: Server;
  let nginx: Awaited<ReturnType<typeof startNginx>>;

  beforeAll(async () => {
    // One replica that answers pages and refuses forms as a gateway without its database does; the other is down.
    replica = createServer((req, res) => {
      res.statusCode = req.method === 'POST' ? 503 : 200;
      res.end();
    });
    await new Promise<void>((resolve) => replica.listen(0, '127.0.0.1', resolve));
    nginx = await startNginx([(replica.address() as AddressInfo).port, await freePort()]);
  });

  afterAll(async () => {
    await nginx?.stop();
    replica?.closeAllConnections();
    await new Promise((resolve) => replica?.close(resolve));
  });

  it('counts every answer by method and status, nginx’s own 502s among them', async () => {
    // What nginx had answered before (the start's own check that it listens).
    const before = responseCounts(nginx.accessLogFile);
    const statuses: number[] = [];
    const ask = async (method: string) => {
      const response = await fetch(`${nginx.url}/likari`, { method });
      await response.arrayBuffer();
      statuses.push(response.status);
    };
    for (let i = 0; i < 3; i++) await ask('GET');
    await ask('POST');
    // No replica left: nginx answers by itself.
    replica.closeAllConnections();
    await new Promise((resolve) => replica.close(resolve));
    for (let i = 0; i < 2; i++) await ask('GET');
    expect(statuses).toEqual([200, 200, 200, 503, 502, 502]);

    const after = responseCounts(nginx.accessLogFile);
    const added = Object.fromEntries(Object.entries(after).map(([key, count]) => [key, count - (before[key] ?? 0)]));
    expect(added).toEqual({ 'GET 200': 3, 'POST 503': 1, 'GET 502': 2 });
  });
});
