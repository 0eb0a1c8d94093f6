import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllDocuments, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SmtpSink,
  freePort,
  servicesUnavailable,
  startPostgres,
  startRedis,
  type RunningPostgres,
  type RunningRedis,
} from '@clinic/api-gateway/testing';
import { REPO_ROOT } from './paths.ts';
import { ensureNodeBaseImage, podman, podmanUnavailable } from './testing/podman.ts';

// The kustomize base as `kubectl kustomize` renders it, played by podman (`podman kube play`): the gateway's
// Deployment with its ConfigMap and the operator's Secret, on the image the repository's Dockerfile builds,
// against a PostgreSQL, a Redis and an SMTP server on this machine. Slow (an image build): `npm run test:kube`.

const enabled = process.env.CLINIC_KUBE_TEST === '1';
if (!enabled) console.warn('Skipping the manifests played by podman: `npm run test:kube` runs them');
const KUBECTL = '/usr/bin/kubectl';
/** kubectl is no Debian package: it comes with this kind of machine, and brings kustomize with it. */
const kubectlUnavailable = () => {
  const reason = fs.existsSync(KUBECTL) ? undefined : `${KUBECTL} (kubectl, for its kustomize) is not installed`;
  if (reason && process.env.CI === 'true') throw new Error(reason);
  return reason;
};
const unavailable = enabled ? (podmanUnavailable() ?? servicesUnavailable() ?? kubectlUnavailable()) : undefined;
if (unavailable) console.warn(`Skipping the manifests played by podman: ${unavailable}`);

const BASE_IMAGE = /^ARG NODE_IMAGE=(\S+)$/m.exec(fs.readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8'))![1]!;
const IMAGE = 'localhost/clinic-gateway:kube-play';
const METRICS_TOKEN = 'kube-play-metrics-token-0123456789';
const PHONE = '38(050) 123-45-67';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Probe {
  httpGet: { path: string; port: string };
}
interface GatewayContainer {
  image: string;
  ports: { name: string; containerPort: number }[];
  envFrom: ({ configMapRef?: { name: string } } & { secretRef?: { name: string } })[];
  readinessProbe: Probe;
  livenessProbe: Probe;
  startupProbe: Probe;
}
interface InitContainer {
  name: string;
  command: string[];
  envFrom: GatewayContainer['envFrom'];
}
interface KubernetesObject {
  kind: string;
  metadata: { name: string };
  data?: Record<string, string>;
  spec?: {
    replicas?: number;
    template: {
      spec: {
        hostNetwork?: boolean;
        terminationGracePeriodSeconds: number;
        initContainers?: InitContainer[];
        containers: GatewayContainer[];
      };
    };
  };
}

describe.skipIf(!enabled || unavailable)('the kustomize base played by podman', () => {
  const smtp = new SmtpSink();
  let postgres: RunningPostgres;
  let redis: RunningRedis;
  /** Names of this run's own, so runs beside it on the machine's one podman do not meet. */
  const name = `clinic-gateway-${process.pid}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-kube-play-'));
  const playFile = path.join(dir, 'gateway.yaml');
  let deployment: KubernetesObject;
  /** The pod's init containers, and what each printed when it ran. */
  let gates: InitContainer[] = [];
  const gateOutput: string[] = [];
  let gateway: GatewayContainer;
  const ports = { http: 0, metrics: 0 };
  const url = () => `http://127.0.0.1:${ports.http}`;

  /** Answers the status of GET `pathname` on the named port of the pod, 0 when nothing answers. */
  const probe = (port: string, pathname: string) =>
    fetch(`http://127.0.0.1:${ports[port as keyof typeof ports]}${pathname}`).then(
      (response) => response.status,
      () => 0,
    );

  async function untilReady(): Promise<void> {
    const started = Date.now();
    const { path: readyPath, port } = gateway.readinessProbe.httpGet;
    while ((await probe(port, readyPath)) !== 200) {
      if (Date.now() - started > 90_000)
        throw new Error(`pod not ready in 90 s:\n${await podman('pod', 'logs', `${name}-pod-0`).catch(String)}`);
      await sleep(250);
    }
  }

  const order = (firstName: string) =>
    fetch(`${url()}/mail/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ config: 'order', page: `${url()}/`, fields: { firstName, phone: PHONE } }),
    });

  beforeAll(async () => {
    for (const dist of ['api-gateway/dist/main.js', 'shell/dist/ssr/main.cjs', 'mf-content/dist/mf-manifest.json']) {
      if (!fs.existsSync(path.join(REPO_ROOT, dist))) throw new Error(`${dist} is missing: run npm run build first`);
    }
    [postgres, redis] = await Promise.all([startPostgres(), startRedis(), smtp.start()]);
    await ensureNodeBaseImage(BASE_IMAGE);
    await podman('build', '--format', 'docker', '--pull=never', '--tag', IMAGE, REPO_ROOT);
    ports.http = await freePort();
    ports.metrics = await freePort();

    const rendered = execFileSync(KUBECTL, ['kustomize', path.join(REPO_ROOT, 'deploy', 'kubernetes', 'base')], {
      encoding: 'utf8',
    });
    const objects = parseAllDocuments(rendered).map((document) => document.toJS() as KubernetesObject);
    const configMap = objects.find(
      (object) => object.kind === 'ConfigMap' && object.metadata.name === 'clinic-gateway',
    )!;
    deployment = objects.find((object) => object.kind === 'Deployment' && object.metadata.name === 'clinic-gateway')!;
    const pod = deployment.spec!.template.spec;
    gateway = pod.containers[0]!;
    const secretName = gateway.envFrom.find((source) => source.secretRef)!.secretRef!.name;

    // What one machine changes, and only that: the pod on the machine's network, where the services listen, on
    // loopback ports of its own, one replica (two would want the same ports), no Varnish to purge, this image,
    // no rate limit.
    pod.hostNetwork = true;
    // podman 4.3 removes an init container it ran while it still runs, and then fails the pod: the pod is played
    // without it, and the test runs its command as a container of its own first, against the same store.
    gates = pod.initContainers ?? [];
    delete pod.initContainers;
    for (const gate of gates) expect(gate.envFrom).toEqual(gateway.envFrom);
    deployment.spec!.replicas = 1;
    deployment.metadata.name = name;
    expect(gateway.ports.map((port) => port.name).sort()).toEqual(Object.keys(ports).sort());
    configMap.metadata.name = `${name}-config`;
    configMap.data = {
      ...configMap.data,
      HOST: '127.0.0.1',
      PORT: String(ports.http),
      METRICS_PORT: String(ports.metrics),
      MAIL_RETRY_BASE_MS: '200',
      // The load comes from one address: the rate limit would refuse it before the pod's deletion does.
      RATE_LIMIT_MAX: '0',
    };
    delete configMap.data.CACHE_PURGE_URL;
    gateway.image = IMAGE;
    for (const source of gateway.envFrom) {
      if (source.configMapRef) source.configMapRef.name = configMap.metadata.name;
      if (source.secretRef) source.secretRef.name = `${name}-secret`;
    }
    // On the machine's network a container publishes nothing: it listens on the machine's ports itself, so the
    // probes name those ports by number, as Kubernetes resolves a named port.
    const played = structuredClone(gateway) as Partial<GatewayContainer>;
    delete played.ports;
    for (const kind of ['readinessProbe', 'livenessProbe', 'startupProbe'] as const)
      (played[kind]!.httpGet as { port: string | number }).port =
        ports[gateway[kind].httpGet.port as keyof typeof ports];
    pod.containers[0] = played as GatewayContainer;
    fs.writeFileSync(playFile, [configMap, deployment].map((object) => stringify(object)).join('---\n'));

    // The operator's Secret, as podman 4.3 keeps one for `envFrom`: a JSON map of base64 values.
    const secret = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      SMTP_URL: smtp.url,
      METRICS_TOKEN,
      REPORT_TOKEN_SECRET: 'kube-play-report-token-secret-0123456789',
    };
    const secretFile = path.join(dir, 'secret.json');
    fs.writeFileSync(
      secretFile,
      JSON.stringify(Object.fromEntries(Object.entries(secret).map(([key, value]) => [key, btoa(value)]))),
    );
    expect(secretName).toBe('clinic-gateway');
    await podman('secret', 'rm', `${name}-secret`).catch(() => undefined);
    await podman('secret', 'create', `${name}-secret`, secretFile);
    // Each init container with the pod's configuration (its ConfigMap and Secret), on the machine's network.
    const podEnv = { ...configMap.data, ...secret };
    for (const gate of gates) {
      const envArgs = Object.entries(podEnv).flatMap(([key, value]) => ['--env', `${key}=${value}`]);
      gateOutput.push(
        await podman('run', '--rm', '--network', 'host', '--read-only', ...envArgs, IMAGE, ...gate.command),
      );
    }
    await podman('kube', 'play', playFile);
    await untilReady();
  }, 900_000);

  afterAll(async () => {
    await podman('pod', 'rm', '--force', `${name}-pod-0`).catch(() => undefined);
    await podman('secret', 'rm', `${name}-secret`).catch(() => undefined);
    await Promise.all([postgres?.stop(), redis?.stop(), smtp.stop()]);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it('starts the pod as the manifest says, and its probes answer', async () => {
    expect(await podman('pod', 'inspect', '--format', '{{.State}}', `${name}-pod-0`)).toBe('Running');
    // Before it, the pod's init container held the image's shell against every live build in the release store.
    expect(gates.map((gate) => gate.name)).toEqual(['shell-accepts-live-builds']);
    expect(gateOutput).toEqual([
      expect.stringMatching(/^the shell in shell\/dist accepts every live build \(4 judged\)/),
    ]);
    const [container] = (
      await podman('pod', 'inspect', '--format', '{{range .Containers}}{{.Name}} {{end}}', `${name}-pod-0`)
    )
      .split(' ')
      .filter((candidate) => !candidate.endsWith('-infra') && candidate);
    expect(await podman('exec', container!, 'id', '-u')).toBe('10001');
    await expect(podman('exec', container!, 'touch', '/app/written')).rejects.toThrow(/Read-only file system/);
    for (const { httpGet } of [gateway.readinessProbe, gateway.livenessProbe, gateway.startupProbe])
      expect(await probe(httpGet.port, httpGet.path), httpGet.path).toBe(200);
    const metrics = await fetch(`http://127.0.0.1:${ports.metrics}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(/^gateway_dependency_up\{dependency="postgres"\} 1$/m);
  });

  it('serves a page rendered on the server and delivers a form’s mail', async () => {
    const page = await fetch(`${url()}/en/clinics`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect((await order('Олена')).status).toBe(202);
    await smtp.waitForMail((mail) => (mail.text ?? '').includes('Імʼя: Олена'), 20_000);
  });

  it('loses no accepted mail when the pod is deleted mid-load and the Deployment’s next pod takes over', {
    timeout: 240_000,
  }, async () => {
    const accepted: string[] = [];
    const refused: string[] = [];
    let sent = 0;
    let loading = true;
    const pending = new Set<Promise<void>>();
    // At most 600 posts, one each 100 ms, while the pod goes and the next comes.
    const load = (async () => {
      while (loading && sent < 600) {
        const firstName = `Відвідувач ${++sent}`;
        const done = order(firstName).then(
          async (response) => {
            await response.arrayBuffer();
            if (response.status === 202) accepted.push(firstName);
            else refused.push(String(response.status));
          },
          (error: { cause?: { code?: string } }) => void refused.push(String(error.cause?.code ?? error)),
        );
        pending.add(done);
        void done.finally(() => pending.delete(done));
        await sleep(100);
      }
    })();
    await sleep(2_000);
    // As Kubernetes deletes a pod: SIGTERM, then its grace period before anything is killed.
    const grace = String(deployment.spec!.template.spec.terminationGracePeriodSeconds);
    await podman('pod', 'stop', '--time', grace, `${name}-pod-0`);
    await podman('pod', 'rm', `${name}-pod-0`);
    await podman('kube', 'play', playFile);
    await untilReady();
    await sleep(2_000);
    loading = false;
    await load;
    await Promise.all(pending);
    const counts = new Map<string, number>();
    for (const reason of refused) counts.set(reason, (counts.get(reason) ?? 0) + 1);
    const reasons = [...counts].map(([reason, count]) => `${count} ${reason}`);
    console.log(
      `Pod deleted mid-load: ${sent} orders posted, ${accepted.length} accepted, ${refused.length} not (${reasons.join(', ')})`,
    );
    expect(accepted.length).toBeGreaterThan(20);
    for (const firstName of accepted)
      await smtp.waitForMail((mail) => new RegExp(`^Імʼя: ${firstName}$`, 'm').test(mail.text ?? ''), 60_000);
  });
});
