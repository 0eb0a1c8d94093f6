import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  GATEWAY_VARIABLES,
  loadConfig,
  freePort,
  untilListening,
  varnishUnavailable,
} from '@clinic/api-gateway/testing';
import { REPO_ROOT } from './paths.ts';
import { KUBERNETES_MODELS, strictSchemaProblems } from './testing/kubernetes-strict.ts';
import { ALERT_RULES_FILE, PROMETHEUS_RULE_FILE, prometheusRule } from './prometheus-rule.ts';

// The kustomize base and overlays in deploy/kubernetes, as `kubectl apply -k` would send them: each object
// valid against the Kubernetes schemas, and the gateway in them configured as the gateway itself accepts.

const KUBERNETES = path.join(REPO_ROOT, 'deploy', 'kubernetes');
const OVERLAYS = fs.readdirSync(path.join(KUBERNETES, 'overlays'));
/**
 * The Secret "clinic-gateway" the base's objects reference, which each site's overlay generates from a file
 * never kept in the repository (the overlays' own Secret is checked instead).
 */
const SECRET_VARIABLES = {
  DATABASE_URL: 'postgres://gateway:secret@postgres:5432/clinic',
  REDIS_URL: 'redis://redis:6379',
  SMTP_URL: 'smtp://mail:587',
  METRICS_TOKEN: 'a-metrics-token-of-some-length',
  REPORT_TOKEN_SECRET: 'a-report-token-secret-of-some-length-0123',
};

type KubernetesObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
} & Record<string, unknown>;

interface ConfigMapGenerator {
  name: string;
  files: string[];
  options?: { labels?: Record<string, string> };
}

interface SecretGenerator {
  name: string;
  envs: string[];
  options?: { disableNameSuffixHash?: boolean };
}

interface Kustomization {
  resources?: string[];
  secretGenerator?: SecretGenerator[];
  components?: string[];
  configMapGenerator?: ConfigMapGenerator[];
  patches?: { path: string }[];
  images?: { name: string; newName?: string; newTag?: string }[];
  namespace?: string;
  labels?: { pairs: Record<string, string> }[];
}

function readYaml(file: string): unknown[] {
  return parseAllDocuments(fs.readFileSync(file, 'utf8')).map((document) => {
    if (document.errors.length) throw new Error(`${file}: ${document.errors.map(String).join('; ')}`);
    return document.toJS() as unknown;
  });
}

/** Objects merged as a strategic-merge patch does for the fields used here: maps key by key, lists replaced. */
function merge(base: unknown, patch: unknown): unknown {
  if (
    typeof base !== 'object' ||
    base === null ||
    Array.isArray(base) ||
    typeof patch !== 'object' ||
    patch === null ||
    Array.isArray(patch)
  )
    return patch;
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch)) merged[key] = key in merged ? merge(merged[key], value) : value;
  return merged;
}

/**
 * A generated ConfigMap, as kustomize makes it: each file under its own name or the key before `=`, and a
 * suffix from a hash of the content on the name (kustomize's own hash differs; only that it changes matters).
 */
function generatedConfigMap(folder: string, { name, files, options }: ConfigMapGenerator): KubernetesObject {
  const data = Object.fromEntries(
    files.map((entry) => {
      const [key, file] = entry.includes('=') ? entry.split('=') : [path.basename(entry), entry];
      return [key!, fs.readFileSync(path.join(folder, file!), 'utf8')];
    }),
  );
  const hash = createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 10);
  return { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: `${name}-${hash}`, labels: options?.labels }, data };
}

/**
 * A generated Secret, as kustomize makes it from `KEY=value` files. The files hold a site's secrets and are
 * never committed: each is read from the example beside it (`<file>.example`), which the operator copies.
 */
function generatedSecret(folder: string, { name, envs, options }: SecretGenerator): KubernetesObject {
  expect(options?.disableNameSuffixHash, `Secret ${name}: CRDs and the CronJob name it as it is`).toBe(true);
  const data = Object.fromEntries(
    envs.flatMap((file) =>
      fs
        .readFileSync(path.join(folder, `${file}.example`), 'utf8')
        .split('\n')
        .filter((line) => line.trim() && !line.startsWith('#'))
        .map((line) => {
          const [key, ...value] = line.split('=');
          return [key!, Buffer.from(value.join('=')).toString('base64')];
        }),
    ),
  );
  return { apiVersion: 'v1', kind: 'Secret', metadata: { name }, type: 'Opaque', data };
}

/** The objects' references to a generated ConfigMap by its name, given its generated name instead. */
function referToGenerated(value: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => referToGenerated(item, names));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      const reference = field as { name?: string };
      if ((key === 'configMap' || key === 'configMapRef') && names.has(reference?.name ?? ''))
        return [key, { ...reference, name: names.get(reference.name!) }];
      return [key, referToGenerated(field, names)];
    }),
  );
}

/** What `kustomize build` makes of a folder, for the features our kustomizations use. */
function build(folder: string): KubernetesObject[] {
  const [kustomization] = readYaml(path.join(folder, 'kustomization.yaml')) as [Kustomization];
  const generated = (kustomization.configMapGenerator ?? []).map((generator) => ({
    name: generator.name,
    object: generatedConfigMap(folder, generator),
  }));
  const generatedNames = new Map(generated.map(({ name, object }) => [name, object.metadata.name]));
  let objects = [...(kustomization.resources ?? []), ...(kustomization.components ?? [])].flatMap((resource) => {
    const target = path.resolve(folder, resource);
    return fs.statSync(target).isDirectory()
      ? build(target)
      : (readYaml(target) as KubernetesObject[]).map(
          (object) => referToGenerated(object, generatedNames) as KubernetesObject,
        );
  });
  objects = [
    ...generated.map(({ object }) => object),
    ...(kustomization.secretGenerator ?? []).map((generator) => generatedSecret(folder, generator)),
    ...objects,
  ];
  for (const { path: patchFile } of kustomization.patches ?? []) {
    for (const patch of readYaml(path.join(folder, patchFile)) as KubernetesObject[]) {
      const index = objects.findIndex(
        (object) => object.kind === patch.kind && object.metadata.name === patch.metadata.name,
      );
      if (index < 0)
        throw new Error(`${patchFile} patches ${patch.kind}/${patch.metadata.name}, which the resources do not have`);
      objects[index] = merge(objects[index], patch) as KubernetesObject;
    }
  }
  const labels = Object.assign({}, ...(kustomization.labels ?? []).map((label) => label.pairs)) as Record<
    string,
    string
  >;
  objects = objects.map((object) => {
    const withMeta = {
      ...object,
      metadata: {
        ...object.metadata,
        labels: { ...object.metadata.labels, ...labels },
        ...(kustomization.namespace && { namespace: kustomization.namespace }),
      },
    };
    const images = kustomization.images ?? [];
    return JSON.parse(
      JSON.stringify(withMeta, (key, value: unknown) => {
        if (key !== 'image' || typeof value !== 'string') return value;
        const [name] = value.split(':');
        const image = images.find((candidate) => candidate.name === name);
        return image ? `${image.newName ?? name}:${image.newTag ?? value.split(':')[1]}` : value;
      }),
    ) as KubernetesObject;
  });
  return objects;
}

type Model = new (data: never) => { validate(): void };

/** The kind's kubernetes-models class checks an object against its schema (fields it does not know aside). */
async function validate(object: KubernetesObject): Promise<void> {
  const key = `${object.apiVersion}/${object.kind}`;
  if (!(key in KUBERNETES_MODELS))
    throw new Error(`${object.apiVersion} ${object.kind}: add its class to KUBERNETES_MODELS`);
  const Model = (await KUBERNETES_MODELS[key as keyof typeof KUBERNETES_MODELS]()) as Model;
  new Model(object as never).validate();
}

/** What every container here runs with: no privileges to gain, a read-only root, no capabilities. */
const LOCKED_DOWN = { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } };

/** The VCL operators run, as the repository ships it. */
const VCL = fs.readFileSync(path.join(REPO_ROOT, 'deploy', 'varnish', 'clinic.vcl'), 'utf8');

type Service = KubernetesObject & {
  spec: { clusterIP?: string; selector: Record<string, string>; ports: { port: number; targetPort: string }[] };
};

type NetworkPolicy = KubernetesObject & {
  spec: {
    podSelector: { matchLabels: Record<string, string> };
    ingress: { ports: { port: string }[]; from?: { podSelector?: { matchLabels: Record<string, string> } }[] }[];
  };
};

const find = <T extends KubernetesObject>(objects: KubernetesObject[], kind: string, name = 'clinic-gateway') => {
  const found = objects.find((object) => object.kind === kind && object.metadata.name === name);
  if (!found) throw new Error(`no ${kind}/${name}`);
  return found as T;
};

interface Container {
  image: string;
  ports: { name: string; containerPort: number }[];
  env?: { name: string; value?: string }[];
  envFrom: ({ configMapRef?: { name: string } } & { secretRef?: { name: string } })[];
  readinessProbe: { httpGet: { path: string; port: string }; periodSeconds: number; failureThreshold: number };
  livenessProbe: { httpGet: { path: string; port: string } };
  resources: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext: {
    allowPrivilegeEscalation: boolean;
    readOnlyRootFilesystem: boolean;
    capabilities: { drop: string[] };
  };
  volumeMounts: { name: string; mountPath: string }[];
}

type Deployment = KubernetesObject & {
  spec: {
    selector: { matchLabels: Record<string, string> };
    template: {
      metadata: { labels: Record<string, string> };
      spec: {
        terminationGracePeriodSeconds: number;
        securityContext: { runAsNonRoot: boolean };
        initContainers: (Pick<Container, 'image' | 'envFrom' | 'securityContext' | 'volumeMounts'> & {
          name: string;
          command: string[];
        })[];
        containers: Container[];
        volumes: { name: string; emptyDir?: object }[];
      };
    };
  };
};

type BackupCronJob = KubernetesObject & {
  spec: {
    schedule: string;
    concurrencyPolicy: string;
    jobTemplate: {
      spec: {
        template: {
          spec: {
            securityContext: { runAsNonRoot: boolean };
            containers: (Pick<Container, 'securityContext' | 'volumeMounts' | 'envFrom'> & {
              env: { name: string; value?: string; valueFrom?: object }[];
              args: string[];
            })[];
            volumes: { name: string; configMap?: { name: string } }[];
          };
        };
      };
    };
  };
};

/** The gateway's Secret as the objects hold it (decoded), or the one the base references when they hold none. */
function secretOf(objects: KubernetesObject[]): Record<string, string> {
  const secret = objects.find((object) => object.kind === 'Secret' && object.metadata.name === 'clinic-gateway') as
    | (KubernetesObject & { data: Record<string, string> })
    | undefined;
  if (!secret) return SECRET_VARIABLES;
  return Object.fromEntries(
    Object.entries(secret.data).map(([key, value]) => [key, Buffer.from(value, 'base64').toString('utf8')]),
  );
}

describe.each(['base', ...OVERLAYS.map((overlay) => `overlays/${overlay}`)])('deploy/kubernetes/%s', (folder) => {
  const objects = build(path.join(KUBERNETES, folder));
  /** The gateway's configuration as its pods get it: the ConfigMap and the operator's Secret. */
  const gatewayConfig = () =>
    loadConfig({
      ...find<KubernetesObject & { data: Record<string, string> }>(objects, 'ConfigMap').data,
      ...secretOf(objects),
    });

  it('is valid against the Kubernetes schemas, object by object', async () => {
    expect(objects.map((object) => `${object.kind}/${object.metadata.name}`)).toEqual(
      expect.arrayContaining([
        'ConfigMap/clinic-gateway',
        'Deployment/clinic-gateway',
        'Service/clinic-gateway',
        'PodDisruptionBudget/clinic-gateway',
        'CronJob/clinic-backup',
        'Deployment/clinic-varnish',
        'Service/clinic-varnish',
        'Service/clinic-varnish-purge',
        'PodDisruptionBudget/clinic-varnish',
        'NetworkPolicy/clinic-varnish',
      ]),
    );
    for (const object of objects)
      await expect(validate(object), `${object.kind}/${object.metadata.name}`).resolves.toBeUndefined();
  });

  // It type-checks the objects against kubernetes-models' declarations: a compile, seconds on a busy machine.
  it('has no field its kind does not know, as a strict schema check finds', { timeout: 90_000 }, () => {
    expect(strictSchemaProblems(objects)).toEqual([]);
  });

  it('leaves the count of replicas of a Deployment an autoscaler scales to the autoscaler', () => {
    const autoscalers = objects.filter((object) => object.kind === 'HorizontalPodAutoscaler') as (KubernetesObject & {
      spec: { scaleTargetRef: { kind: string; name: string } };
    })[];
    expect(autoscalers.map((autoscaler) => autoscaler.spec.scaleTargetRef)).toContainEqual(
      expect.objectContaining({ kind: 'Deployment', name: 'clinic-gateway' }),
    );
    for (const { spec } of autoscalers) {
      const target = find<KubernetesObject & { spec: { replicas?: number } }>(
        objects,
        spec.scaleTargetRef.kind,
        spec.scaleTargetRef.name,
      );
      expect(target.spec.replicas, `${target.kind}/${target.metadata.name}`).toBeUndefined();
    }
  });

  it('sets only variables the gateway reads, with values its configuration accepts', () => {
    const configMap = find<KubernetesObject & { data: Record<string, string> }>(objects, 'ConfigMap');
    const deployment = find<Deployment>(objects, 'Deployment');
    const [gateway] = deployment.spec.template.spec.containers;
    const direct = Object.fromEntries((gateway!.env ?? []).map(({ name, value }) => [name, value]));
    const env = { ...configMap.data, ...direct };
    expect(Object.keys(env).filter((name) => !GATEWAY_VARIABLES.includes(name))).toEqual([]);
    expect(gateway!.envFrom).toEqual([
      { configMapRef: { name: configMap.metadata.name } },
      { secretRef: { name: 'clinic-gateway' } },
    ]);
    // A site's overlay makes the Secret itself (no `kubectl create secret` by hand), holding only what the gateway reads.
    if (folder !== 'base')
      expect(objects.filter((object) => object.kind === 'Secret').map((object) => object.metadata.name)).toEqual([
        'clinic-gateway',
      ]);
    expect(Object.keys(secretOf(objects)).filter((name) => !GATEWAY_VARIABLES.includes(name))).toEqual([]);
    expect(() => loadConfig({ ...env, ...secretOf(objects) })).not.toThrow();
  });

  it('gives the gateway the probes, drain time, resources and locked-down file system it is built for', () => {
    const config = gatewayConfig();
    const deployment = find<Deployment>(objects, 'Deployment');
    const pod = deployment.spec.template.spec;
    const [gateway] = pod.containers;
    const portNamed = (name: string) => gateway!.ports.find((port) => port.name === name)?.containerPort;

    expect(gateway!.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect(gateway!.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(portNamed('http')).toBe(config.port);
    expect(portNamed('metrics')).toBe(config.metrics.port);
    // Not ready at SIGTERM, the pod keeps serving until the endpoints have dropped it, then drains, all within the grace period.
    const { periodSeconds, failureThreshold } = gateway!.readinessProbe;
    expect(config.shutdownDelayMs).toBeGreaterThan(periodSeconds * failureThreshold * 1000);
    expect(pod.terminationGracePeriodSeconds * 1000).toBeGreaterThan(config.shutdownDelayMs + config.shutdownDrainMs);

    expect(gateway!.resources.requests).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
    expect(gateway!.resources.limits).toMatchObject({ memory: expect.any(String) });
    // The renderers are counted for the pod, not for the node's cores, and fit in its memory beside the gateway.
    const configMap = find<KubernetesObject & { data: Record<string, string> }>(objects, 'ConfigMap').data;
    expect(configMap.RENDERERS).toBeDefined();
    const limitMb = Number(/^(\d+)Mi$/.exec(String(gateway!.resources.limits?.memory))![1]);
    expect(config.renderers.count * config.renderers.maxRssMb).toBeLessThan(limitMb);
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(gateway!.securityContext).toEqual(LOCKED_DOWN);
    // The only writable places: DATA_DIR and /tmp, each an emptyDir of the pod.
    const emptyDirs = new Set(pod.volumes.filter((volume) => volume.emptyDir).map((volume) => volume.name));
    const writable = gateway!.volumeMounts.filter((mount) => emptyDirs.has(mount.name)).map((mount) => mount.mountPath);
    expect(writable.sort()).toEqual([config.dataDir, '/tmp'].sort());
  });

  it('starts no pod whose shell would refuse a live build: its init container holds the shell against the release store', () => {
    const pod = find<Deployment>(objects, 'Deployment').spec.template.spec;
    const [gateway] = pod.containers;
    const [gate, ...others] = pod.initContainers;
    expect(others).toEqual([]);
    // The image's own command and shell, with the gateway's configuration: the same release store, the same builds.
    expect(gate!.command).toEqual(['node', 'api-gateway/dist/remotes.js', 'compatible', 'shell/dist']);
    // Run as the image runs it (the image's /app is laid out as the repository's builds are).
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-gate-'));
    try {
      const [program, ...args] = gate!.command;
      expect(program).toBe('node');
      const run = spawnSync(process.execPath, args, { cwd: REPO_ROOT, env: { DATA_DIR: dataDir }, encoding: 'utf8' });
      expect(run.stdout).toMatch(
        /^the shell in shell\/dist accepts every live build \(4 judged\): it may be released$/m,
      );
      expect(run.status).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect(gate!.image).toBe(gateway!.image);
    expect(gate!.envFrom).toEqual(gateway!.envFrom);
    expect(gate!.securityContext).toEqual(LOCKED_DOWN);
    expect(gate!.volumeMounts).toEqual(gateway!.volumeMounts);
  });

  it('routes pages to the gateway pods, keeps the metrics port off the Service, and lets one pod at a time be disrupted', () => {
    const deployment = find<Deployment>(objects, 'Deployment');
    const podLabels = deployment.spec.template.metadata.labels;
    const matches = (selector: Record<string, string>) =>
      Object.entries(selector).every(([key, value]) => podLabels[key] === value);
    expect(matches(deployment.spec.selector.matchLabels)).toBe(true);
    const service = find<
      KubernetesObject & { spec: { selector: Record<string, string>; ports: { targetPort: string }[] } }
    >(objects, 'Service');
    expect(matches(service.spec.selector)).toBe(true);
    expect(service.spec.ports.map((port) => port.targetPort)).toEqual(['http']);
    const budget = find<
      KubernetesObject & { spec: { maxUnavailable: number; selector: { matchLabels: Record<string, string> } } }
    >(objects, 'PodDisruptionBudget');
    expect(matches(budget.spec.selector.matchLabels)).toBe(true);
    expect(budget.spec.maxUnavailable).toBe(1);
  });

  it('backs the database the gateway uses up each night into an encrypted repository, kept for less time than delivered mail, locked down', () => {
    const config = gatewayConfig();
    const job = find<BackupCronJob>(objects, 'CronJob', 'clinic-backup');
    const pod = job.spec.jobTemplate.spec.template.spec;
    const [backup] = pod.containers;
    const env = Object.fromEntries(backup!.env.map(({ name, value, valueFrom }) => [name, value ?? valueFrom]));
    expect(env.DATABASE_URL).toEqual({ secretKeyRef: { name: 'clinic-gateway', key: 'DATABASE_URL' } });
    expect(backup!.envFrom).toEqual([{ secretRef: { name: 'clinic-backup' } }]);
    // pgBackRest reads the repository's file, as the ConfigMap carries it.
    const configFile = String(env.PGBACKREST_CONFIG);
    const mount = backup!.volumeMounts.find((candidate) => configFile.startsWith(`${candidate.mountPath}/`))!;
    const volume = pod.volumes.find((candidate) => candidate.name === mount.name)!;
    const files = find<KubernetesObject & { data: Record<string, string> }>(
      objects,
      'ConfigMap',
      volume.configMap!.name,
    ).data;
    const pgbackrestConf = fs.readFileSync(path.join(KUBERNETES, 'base', 'pgbackrest.conf'), 'utf8');
    expect(files[path.basename(configFile)]).toBe(pgbackrestConf);
    const option = (name: string) => new RegExp(`^${name}=(.+)$`, 'm').exec(pgbackrestConf)?.[1];
    expect(option('repo1-cipher-type')).toBe('aes-256-cbc');
    // A full backup each night, the ones older than the days kept expired at the next: a deleted message is
    // gone from every backup the days kept and two more later at most, before delivered mail would have been.
    expect(job.spec.schedule).toMatch(/^\d+ \d+ \* \* \*$/);
    expect(backup!.args[0]).toContain('--type=full backup');
    expect(option('repo1-retention-full-type')).toBe('time');
    expect((Number(option('repo1-retention-full')) + 2) * 86_400_000).toBeLessThan(config.mail.retentionMs);
    expect(job.spec.concurrencyPolicy).toBe('Forbid');
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(backup!.securityContext).toEqual(LOCKED_DOWN);
  });

  it('spreads each Deployment’s replicas over the nodes, by its own pods’ labels, and bounds every emptyDir', () => {
    const deployments = objects.filter((object): object is Deployment => object.kind === 'Deployment');
    expect(deployments.length).toBeGreaterThanOrEqual(2);
    for (const deployment of deployments) {
      const pod = deployment.spec.template.spec as Deployment['spec']['template']['spec'] & {
        topologySpreadConstraints?: { topologyKey: string; labelSelector: { matchLabels: Record<string, string> } }[];
      };
      expect(pod.topologySpreadConstraints, deployment.metadata.name).toEqual([
        expect.objectContaining({
          topologyKey: 'kubernetes.io/hostname',
          labelSelector: { matchLabels: deployment.spec.selector.matchLabels },
        }),
      ]);
      for (const volume of pod.volumes.filter((candidate) => candidate.emptyDir))
        expect(volume.emptyDir, `${deployment.metadata.name}: ${volume.name}`).toMatchObject({
          sizeLimit: expect.any(String),
        });
    }
  });

  it('puts Varnish with the repository’s VCL in front of the gateways, and lets only the gateways purge each cache', () => {
    const varnish = find<Deployment & { spec: { replicas: number } }>(objects, 'Deployment', 'clinic-varnish');
    const pod = varnish.spec.template.spec;
    const [cache] = pod.containers as (Container & { args: string[] })[];
    const option = (flag: string) =>
      cache!.args.flatMap((arg, index) => (cache!.args[index - 1] === flag ? [arg] : []));
    const portNamed = (name: string) => cache!.ports.find((port) => port.name === name)?.containerPort;

    // The VCL mounted where varnishd reads it is the repository's, with the backend file it includes beside it.
    const [vclFile] = option('-f');
    const vclMount = cache!.volumeMounts.find((mount) => vclFile!.startsWith(`${mount.mountPath}/`))!;
    const vclVolume = (pod.volumes as { name: string; configMap?: { name: string } }[]).find(
      (volume) => volume.name === vclMount.name,
    )!;
    const vclFiles = find<KubernetesObject & { data: Record<string, string> }>(
      objects,
      'ConfigMap',
      vclVolume.configMap!.name,
    ).data;
    expect(vclFiles[path.basename(vclFile!)]).toBe(VCL);
    const included = /include "\.\/([^"]+)";/.exec(VCL)![1]!;
    const gatewayService = find<Service>(objects, 'Service');
    expect(vclFiles[included]).toContain(`.host = "${gatewayService.metadata.name}";`);
    expect(vclFiles[included]).toContain(`.port = "${gatewayService.spec.ports[0]!.port}";`);
    // A gateway slow to render answers by itself (within RENDER_TIMEOUT_MS) before Varnish gives up on it as hung.
    const firstByteMs = Number(/\.first_byte_timeout = (\d+(?:\.\d+)?)s;/.exec(vclFiles[included]!)![1]) * 1000;
    expect(firstByteMs).toBeGreaterThan(gatewayConfig().renderers.timeoutMs);

    // Visitors come through the Service on the visitors' socket; the VCL takes a PURGE only on the one it names.
    const purgeSocket = /local\.socket != "([^"]+)"/.exec(VCL)![1];
    expect(option('-a')).toEqual([`http=:${portNamed('http')},HTTP`, `${purgeSocket}=:${portNamed('purge')},HTTP`]);
    const visitors = find<Service>(objects, 'Service', 'clinic-varnish');
    expect(visitors.spec.ports.map((port) => port.targetPort)).toEqual(['http']);

    // The gateways purge each cache through the headless Service, which names every pod's own address.
    const purgeUrl = new URL(gatewayConfig().pageCache.purgeUrl!);
    const purgeService = find<Service>(objects, 'Service', purgeUrl.hostname);
    expect(purgeService.spec.clusterIP).toBe('None');
    expect(purgeService.spec.selector).toEqual(varnish.spec.selector.matchLabels);
    expect(purgeService.spec.ports).toEqual([
      expect.objectContaining({ port: Number(purgeUrl.port), targetPort: 'purge' }),
    ]);
    const policy = find<NetworkPolicy>(objects, 'NetworkPolicy', 'clinic-varnish');
    expect(policy.spec.podSelector.matchLabels).toEqual(varnish.spec.selector.matchLabels);
    const purgeRule = policy.spec.ingress.find((rule) => rule.ports.some((port) => port.port === 'purge'))!;
    const gatewayPods = find<Deployment>(objects, 'Deployment').spec.template.metadata.labels;
    expect(purgeRule.from).toEqual([{ podSelector: { matchLabels: gatewayPods } }]);

    // Two caches, one disrupted at a time; locked down like the gateway, writing only to its emptyDirs.
    expect(varnish.spec.replicas).toBeGreaterThanOrEqual(2);
    const budget = find<KubernetesObject & { spec: { maxUnavailable: number } }>(
      objects,
      'PodDisruptionBudget',
      'clinic-varnish',
    );
    expect(budget.spec.maxUnavailable).toBe(1);
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(cache!.securityContext).toEqual(LOCKED_DOWN);
    const emptyDirs = new Set(pod.volumes.filter((volume) => volume.emptyDir).map((volume) => volume.name));
    const [workFolder] = option('-n');
    const writable = cache!.volumeMounts.filter((mount) => emptyDirs.has(mount.name)).map((mount) => mount.mountPath);
    expect(writable.some((mountPath) => workFolder!.startsWith(`${mountPath}/`))).toBe(true);
  });

  it.runIf(folder !== 'base')(
    'has Prometheus scrape every gateway pod as the job the alert rules name and evaluate those rules, and Grafana load the dashboard',
    () => {
      const monitor = find<
        KubernetesObject & {
          spec: {
            selector: { matchLabels: Record<string, string> };
            jobLabel: string;
            podMetricsEndpoints: { port: string; authorization: { credentials: { name: string; key: string } } }[];
          };
        }
      >(objects, 'PodMonitor');
      const deployment = find<Deployment>(objects, 'Deployment');
      const podLabels = deployment.spec.template.metadata.labels;
      expect(monitor.spec.selector.matchLabels).toEqual(deployment.spec.selector.matchLabels);
      const job = podLabels[monitor.spec.jobLabel];
      expect(fs.readFileSync(ALERT_RULES_FILE, 'utf8')).toContain(`job="${job}"`);
      const [endpoint] = monitor.spec.podMetricsEndpoints;
      expect(deployment.spec.template.spec.containers[0]!.ports.map((port) => port.name)).toContain(endpoint!.port);
      // The metrics port asks for the token the gateway reads from its Secret.
      expect(endpoint!.authorization.credentials).toEqual({ name: 'clinic-gateway', key: 'METRICS_TOKEN' });
      const rule = find<KubernetesObject & { spec: { groups: unknown[] } }>(objects, 'PrometheusRule');
      // Grafana's dashboard sidecar loads the repository's dashboard from its ConfigMap.
      const dashboard = objects.find((object) => object.metadata.name.startsWith('clinic-gateway-dashboard-')) as
        | (KubernetesObject & { data: Record<string, string> })
        | undefined;
      expect(dashboard?.metadata.labels).toMatchObject({ grafana_dashboard: '1' });
      expect(dashboard?.data['gateway-dashboard.json']).toBe(
        fs.readFileSync(path.join(REPO_ROOT, 'deploy', 'grafana', 'gateway-dashboard.json'), 'utf8'),
      );
      expect(rule.spec.groups).toEqual(
        (parseAllDocuments(fs.readFileSync(ALERT_RULES_FILE, 'utf8'))[0]!.toJS() as { groups: unknown[] }).groups,
      );
    },
  );
});

it('keeps the PrometheusRule the same as the alert rules promtool checks (npm run prometheus-rule -w @clinic/system-tests)', () => {
  expect(fs.readFileSync(PROMETHEUS_RULE_FILE, 'utf8')).toBe(prometheusRule(fs.readFileSync(ALERT_RULES_FILE, 'utf8')));
});

describe('the strict schema check of the manifests', () => {
  it('names the object and the field a manifest misspells or puts in the wrong place', { timeout: 90_000 }, () => {
    const deployment = build(path.join(KUBERNETES, 'base')).find((object) => object.kind === 'Deployment')!;
    const spec = deployment.spec as { template: { spec: { containers: Record<string, unknown>[] } } };
    const [gateway] = spec.template.spec.containers;
    const misspelt = { ...deployment, spec: { ...spec, replica: 2 } };
    const misplaced = {
      ...deployment,
      metadata: { ...deployment.metadata, name: 'misplaced' },
      spec: {
        ...spec,
        template: {
          ...spec.template,
          spec: { ...spec.template.spec, containers: [{ ...gateway, timeoutSeconds: 3 }] },
        },
      },
    };
    expect(strictSchemaProblems([misspelt, misplaced])).toEqual([
      expect.stringMatching(/^Deployment\/clinic-gateway: .*'"?replica"?' does not exist in type/),
      expect.stringMatching(/^Deployment\/misplaced: .*'"?timeoutSeconds"?' does not exist in type 'IContainer'/),
    ]);
  });
});

describe.skipIf(varnishUnavailable())('the Varnish pods of the base, started here as their manifest says', () => {
  it('compile the VCL with their backend file, take purges only on the purge address, and ask a hung gateway again for reads only', async () => {
    // The gateway Service stands here for two replicas, the first of which hangs: it takes a connection and
    // never answers. A read is asked again (answered by the other); a form's POST is never sent twice.
    const asked: string[] = [];
    const hungSockets = new Set<Socket>();
    let hungReads = 0;
    const gateway = createServer((req, res) => {
      asked.push(`${req.method} ${req.url}`);
      const hangs = req.method === 'POST' || (req.url === '/likari' && hungReads++ === 0);
      if (hangs) return void hungSockets.add(req.socket);
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' }).end('a page');
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const gatewayPort = (gateway.address() as AddressInfo).port;

    const objects = build(path.join(KUBERNETES, 'base'));
    const varnish = find<
      Deployment & { spec: { template: { spec: { securityContext: { runAsUser: number; runAsGroup: number } } } } }
    >(objects, 'Deployment', 'clinic-varnish');
    const pod = varnish.spec.template.spec;
    const [cache] = pod.containers as (Container & { command: string[]; args: string[] })[];
    const volumes = pod.volumes as { name: string; configMap?: { name: string }; emptyDir?: object }[];
    const { runAsUser, runAsGroup } = pod.securityContext;

    // The pod's file system under a folder of its own: the ConfigMap's files where they are mounted (the only
    // change: the Service's address is the stand-in's), and each emptyDir a folder the pod's user owns.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-varnish-pod-'));
    fs.chmodSync(root, 0o755);
    for (const mount of cache!.volumeMounts) {
      const folder = path.join(root, mount.mountPath);
      fs.mkdirSync(folder, { recursive: true, mode: 0o755 });
      const volume = volumes.find((candidate) => candidate.name === mount.name)!;
      if (volume.configMap) {
        const { data } = find<KubernetesObject & { data: Record<string, string> }>(
          objects,
          'ConfigMap',
          volume.configMap.name,
        );
        for (const [file, text] of Object.entries(data))
          fs.writeFileSync(
            path.join(folder, file),
            text
              .replace('.host = "clinic-gateway";', '.host = "127.0.0.1";')
              .replace('.port = "80";', `.port = "${gatewayPort}";`),
            { mode: 0o644 },
          );
      } else if (process.getuid?.() === 0) fs.chownSync(folder, runAsUser, runAsGroup);
    }
    // Its listen addresses on free loopback ports, its files under that folder.
    const ports = new Map<string, number>();
    const args: string[] = [];
    for (const [index, arg] of cache!.args.entries()) {
      const flag = cache!.args[index - 1];
      if (flag === '-a') {
        const name = arg.split('=')[0]!;
        ports.set(name, await freePort());
        args.push(arg.replace(/=:\d+/, `=127.0.0.1:${ports.get(name)}`));
      } else args.push(flag === '-f' || flag === '-n' ? path.join(root, arg) : arg);
    }
    // As the pod's user, as the container runs it (this machine's root can take that user; anyone else runs as itself).
    const asPodUser =
      process.getuid?.() === 0 ? ['setpriv', `--reuid=${runAsUser}`, `--regid=${runAsGroup}`, '--clear-groups'] : [];
    const [program, ...rest] = [...asPodUser, `/usr/sbin/${cache!.command[0]}`, ...args];
    const child = spawn(program!, rest, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    try {
      const pages = `http://127.0.0.1:${ports.get('http')}`;
      const purges = `http://127.0.0.1:${ports.get('purge')}`;
      await untilListening('varnishd', child, purges, () => output, 20_000);
      const purge = (base: string) => fetch(`${base}/`, { method: 'PURGE', headers: { 'xkey-purge': 'pages' } });
      expect((await purge(purges)).status).toBe(200);
      expect((await purge(pages)).status).toBe(403);

      asked.length = 0;
      // Both at once: each waits out the backend's time-out on the hung replica.
      const [page, form] = await Promise.all([
        fetch(`${pages}/likari`),
        fetch(`${pages}/mail/order`, { method: 'POST', body: '{}' }),
      ]);
      expect(page.status).toBe(200);
      expect(await page.text()).toBe('a page');
      expect(form.status).toBe(503);
      expect(asked.sort()).toEqual(['GET /likari', 'GET /likari', 'POST /mail/order']);
    } finally {
      for (const socket of hungSockets) socket.destroy();
      await new Promise((resolve) => gateway.close(resolve));
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
