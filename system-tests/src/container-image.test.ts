import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@clinic/api-gateway/testing';
import { REPO_ROOT } from './paths.ts';
import { nginxUnavailable, startNginx } from './testing/nginx.ts';
import { ensureNodeBaseImage, podman, podmanUnavailable } from './testing/podman.ts';

// The repository's Dockerfile built with podman and run as an operator would: two containers on a read-only
// root file system behind nginx, a rolling restart between them. Slow (an image build): `npm run test:image`.

const enabled = process.env.CLINIC_IMAGE_TEST === '1';
if (!enabled) console.warn('Skipping the container image test: `npm run test:image` runs it');
const unavailable = enabled ? (podmanUnavailable() ?? nginxUnavailable()) : undefined;
if (unavailable) console.warn(`Skipping the container image test: ${unavailable}`);

const BASE_IMAGE = /^ARG NODE_IMAGE=(\S+)$/m.exec(fs.readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8'))![1]!;
const IMAGE = 'localhost/clinic-gateway:test';
const SHUTDOWN_DELAY_MS = 4_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!enabled || unavailable)('the gateway image', () => {
  const containers: string[] = [];
  const ports: number[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>>;

  /** One replica: the root file system read-only, DATA_DIR on a volume, its own port on this machine's loopback. */
  async function run(index: number): Promise<string> {
    const name = `clinic-gateway-test-${process.pid}-${index}`;
    await podman('rm', '--force', '--ignore', name);
    await podman(
      'run',
      '--detach',
      '--name',
      name,
      '--network',
      'host',
      '--read-only',
      // A volume of its own, kept across its restart, which takes the image folder's owner; podman mounts a tmpfs on /tmp itself.
      '--volume',
      `${name}-data:/var/lib/clinic`,
      '--env',
      `PORT=${ports[index]}`,
      '--env',
      'HOST=127.0.0.1',
      '--env',
      'TRUST_PROXY=loopback',
      '--env',
      'RATE_LIMIT_MAX=0',
      '--env',
      `SHUTDOWN_DELAY_MS=${SHUTDOWN_DELAY_MS}`,
      '--env',
      'SSR_TIMEOUT_MS=2000',
      '--env',
      'RENDER_TIMEOUT_MS=2800',
      // The image says NODE_ENV=production, where payments need a card provider or practice asked for by name.
      '--env',
      'PAYMENT_SANDBOX=true',
      IMAGE,
    );
    containers[index] = name;
    const started = Date.now();
    while (
      (await fetch(`http://127.0.0.1:${ports[index]}/readyz`).then(
        (response) => response.status,
        () => 0,
      )) !== 200
    ) {
      if (Date.now() - started > 60_000)
        throw new Error(`container ${name} not ready in 60 s:\n${await podman('logs', name)}`);
      await sleep(200);
    }
    return name;
  }

  beforeAll(async () => {
    for (const dist of ['api-gateway/dist/main.js', 'shell/dist/ssr/main.cjs', 'mf-content/dist/mf-manifest.json']) {
      if (!fs.existsSync(path.join(REPO_ROOT, dist))) throw new Error(`${dist} is missing: run npm run build first`);
    }
    await ensureNodeBaseImage(BASE_IMAGE);
    const built = Date.now();
    await podman('build', '--format', 'docker', '--pull=never', '--tag', IMAGE, REPO_ROOT);
    const size = Number(await podman('image', 'inspect', '--format', '{{.Size}}', IMAGE));
    const base = Number(await podman('image', 'inspect', '--format', '{{.Size}}', BASE_IMAGE));
    console.log(
      `Image ${IMAGE}: ${(size / 1e6).toFixed(0)} MB (its base ${(base / 1e6).toFixed(0)} MB), built in ${((Date.now() - built) / 1000).toFixed(0)} s`,
    );
    ports.push(await freePort(), await freePort());
    await Promise.all([run(0), run(1)]);
    nginx = await startNginx(ports);
  }, 900_000);

  afterAll(async () => {
    await nginx?.stop();
    for (const name of containers) {
      await podman('rm', '--force', '--ignore', name);
      await podman('volume', 'rm', '--force', `${name}-data`).catch(() => undefined);
    }
  }, 60_000);

  it('runs as its own user on a read-only root file system, without development dependencies', async () => {
    const [name] = containers;
    expect(await podman('exec', name!, 'id', '-u')).toBe('10001');
    await expect(podman('exec', name!, 'touch', '/app/written')).rejects.toThrow(/Read-only file system/);
    expect(
      await podman(
        'exec',
        name!,
        'sh',
        '-c',
        'ls node_modules | grep -cxE "vitest|webpack|eslint|tsx|typescript|react-dom|playwright-core" || true',
      ),
    ).toBe('0');
    // The native addon without the C sources and object files it was built from.
    expect(await podman('exec', name!, 'sh', '-c', 'find node_modules -name "*.o" -o -name "*.c" | wc -l')).toBe('0');
    expect(await podman('exec', name!, 'node', '-e', 'require("better-sqlite3"); console.log("sqlite")')).toBe(
      'sqlite',
    );
  });

  it('runs the operator’s commands, compiled, on the container’s store', async () => {
    const [name] = containers;
    expect(await podman('exec', name!, 'node', 'api-gateway/dist/reviews.js', 'list')).toBe('no reviews');
    expect(await podman('exec', name!, 'node', 'api-gateway/dist/remotes.js', 'status')).toMatch(
      /^mf-content\n {2}live {5}\/remotes\/mf-content\/mf-manifest\.json/,
    );
    expect(
      await podman('exec', name!, 'node', 'api-gateway/dist/backup.js', 'create', '/var/lib/clinic/backup'),
    ).toMatch(/^gateway\.sqlite -> \/var\/lib\/clinic\/backup\/gateway\.sqlite \(\d+ KiB\)\n/);
  });

  it('serves pages rendered on the server, takes a form and answers its probes', async () => {
    const url = `http://127.0.0.1:${ports[1]}`;
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const page = await fetch(`${url}/en/clinics`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    const form = await fetch(`${url}/mail/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        config: 'order',
        page: `${url}/`,
        fields: { firstName: 'Олена', phone: '38(050) 123-45-67' },
      }),
    });
    expect(form.status).toBe(202);
  });

  it('restarts one container at a time behind nginx without failing a request', { timeout: 240_000 }, async () => {
    const failed: string[] = [];
    let answered = 0;
    const pending = new Set<Promise<void>>();
    const pages = setInterval(() => {
      const done = fetch(`${nginx.url}/likari`)
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.status === 200) answered += 1;
          else failed.push(String(response.status));
        })
        .catch((error: { cause?: { code?: string } }) => void failed.push(String(error.cause?.code ?? error)));
      pending.add(done);
      void done.finally(() => pending.delete(done));
    }, 100);
    try {
      for (const index of [0, 1]) {
        // `podman stop` sends the image's STOPSIGNAL, then waits up to its time-out for the exit.
        await podman('stop', '--time', '30', containers[index]!);
        expect(await podman('inspect', '--format', '{{.State.ExitCode}}', containers[index]!)).toBe('0');
        await run(index);
      }
    } finally {
      clearInterval(pages);
    }
    await Promise.all(pending);
    console.log(`Rolling restart of two containers behind nginx: ${answered} pages answered, ${failed.length} failed`);
    expect(failed).toEqual([]);
  });
});
