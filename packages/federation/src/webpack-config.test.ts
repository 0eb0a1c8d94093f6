import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpack, { type Configuration } from 'webpack';
import * as v from 'valibot';
import { FILE_INTEGRITY_GLOBAL, UNCHECKED_INTEGRITY } from '@clinic/contracts/file-integrity';
import { RemoteManifestSchema } from '@clinic/contracts/remote-manifest';
import { installedPackageVersion } from './shared-modules.ts';
import { createWebpackConfig, type AppOptions } from './webpack-config.ts';

const REPO_NODE_MODULES = path.resolve(import.meta.dirname, '..', '..', '..', 'node_modules');
/** Values no build may carry, put where a build could pick them up: its process environment. */
const CANARY = {
  PAYMENT_SECRET: `canary-secret-${randomUUID()}`,
  PAYMENT_KEY: `canary-key-${randomUUID()}`,
  REVIEWS_UPSTREAM_TOKEN: `canary-token-${randomUUID()}`,
};
const MARKER = 'federation-probe-marker';

// Browser code that asks for the environment every way it could: inlined, it would hold the canaries.
const PROBE = `export const probe = [
  '${MARKER}',
  process.env.PAYMENT_SECRET,
  process.env.PAYMENT_KEY,
  process.env['REVIEWS_UPSTREAM_TOKEN'],
  typeof process === 'object' ? JSON.stringify(process.env) : '',
  JSON.stringify(import.meta.env ?? {}),
];
export const later = () => import('./later.ts');
`;

let dir: string;
const saved: Record<string, string | undefined> = {};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'federation-env-'));
  for (const [name, value] of Object.entries(CANARY)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
});
afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

type Mode = 'production' | 'development';

/** A build's `mf-manifest.json`, as the release check reads it. */
const readManifest = (dist: string) =>
  v.parse(RemoteManifestSchema, JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')));
const builds = new Map<string, Promise<{ dist: string; output: string }>>();

/** The probe app of the given kind and mode, built once for the file's tests. */
function probeBuild(
  name: 'shell' | 'mf_payment',
  mode: Mode = 'production',
): Promise<{ dist: string; output: string }> {
  let build = builds.get(`${name} ${mode}`);
  if (!build) builds.set(`${name} ${mode}`, (build = buildProbe(name, mode)));
  return build;
}

/** A tiny app of the given kind, built by the factory with the canaries in the environment: its output folder and all its files' text. */
function buildProbe(name: 'shell' | 'mf_payment', mode: Mode): Promise<{ dist: string; output: string }> {
  const appDir = path.join(dir, `${name}-${mode}`);
  fs.mkdirSync(path.join(appDir, 'src'), { recursive: true });
  fs.writeFileSync(path.join(appDir, 'package.json'), JSON.stringify({ name, private: true, dependencies: {} }));
  // It installs what the repository's apps do: the workspaces' packages.
  fs.symlinkSync(REPO_NODE_MODULES, path.join(appDir, 'node_modules'));
  fs.writeFileSync(path.join(appDir, 'src', 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  fs.writeFileSync(path.join(appDir, 'src', 'probe.ts'), PROBE);
  fs.writeFileSync(path.join(appDir, 'src', 'later.ts'), 'export const loadedLater = true;\n');
  // Remotes start at index.ts (the async boundary), the production shell at bootstrap.tsx.
  for (const entry of ['index.ts', 'bootstrap.tsx'])
    fs.writeFileSync(
      path.join(appDir, 'src', entry),
      "import('./probe.ts').then(({ probe }) => console.log(probe));\n",
    );
  const options: AppOptions =
    name === 'shell' ? { name, dir: appDir } : { name, dir: appDir, exposes: { './payment-dialog': './src/probe.ts' } };
  const config: Configuration = createWebpackConfig(options)(undefined, { mode });
  // The probe lives outside the repository: let it find the repository's packages and loaders.
  config.resolve = { ...config.resolve, modules: ['node_modules', REPO_NODE_MODULES] };
  config.resolveLoader = { modules: [REPO_NODE_MODULES] };
  if (mode === 'production') config.devtool = false;
  const dist = config.output!.path!;
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString('errors-only')));
      const files = fs.readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
      const output = files.map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8')).join('\n');
      resolve({ dist, output });
    });
  });
}

describe('the federation config factory', () => {
  it.each(['shell', 'mf_payment'] as const)(
    'puts nothing of the build environment into a %s build',
    { timeout: 60_000 },
    async (name) => {
      const { output } = await probeBuild(name);
      expect(output.includes(MARKER), 'the probe is in the build').toBe(true);
      for (const [name, value] of Object.entries(CANARY))
        expect(output.includes(value), `${name} from the environment is in the build`).toBe(false);
    },
  );

  it('makes a remote’s chunk loading take the hashes a page pins, and leaves the shell’s own as it is', {
    timeout: 60_000,
  }, async () => {
    const remoteEntry = fs.readFileSync(path.join((await probeBuild('mf_payment')).dist, 'remoteEntry.js'), 'utf8');
    // Minified: the global the page fills, the attribute the loader sets, and the value for a file never checked.
    expect(remoteEntry).toContain(`self.${FILE_INTEGRITY_GLOBAL}[`);
    expect(remoteEntry).toMatch(/\.integrity=/);
    expect(remoteEntry).toContain(JSON.stringify(UNCHECKED_INTEGRITY));
    expect((await probeBuild('shell')).output).not.toContain(FILE_INTEGRITY_GLOBAL);
  });

  it('writes a remote’s manifest: its entries, each exposed module’s files, its shared singletons and its contract', {
    timeout: 60_000,
  }, async () => {
    const { dist } = await probeBuild('mf_payment');
    const manifest = readManifest(dist);
    expect(manifest.name).toBe('mf_payment');
    expect(manifest.metaData.remoteEntry).toEqual({ name: 'remoteEntry.js', path: '' });
    expect(manifest.metaData.ssrRemoteEntry).toEqual({ name: 'remoteEntry.js', path: 'ssr' });
    expect(manifest.metaData.contract?.version).toBe(installedPackageVersion(dist, '@clinic/contracts'));
    expect(manifest.metaData.buildInfo.buildVersion).toMatch(/^[0-9a-f]{16}$/);
    const [expose, ...others] = manifest.exposes;
    expect(others).toEqual([]);
    expect(expose).toMatchObject({ name: 'payment-dialog', path: './payment-dialog' });
    // The exposed module's own chunk at once; the chunk it imports later among the rest: each a file of the build.
    expect(expose!.assets.js.sync).toEqual([expect.stringMatching(/^expose-payment-dialog\.[0-9a-f]{8}\.js$/)]);
    const later = expose!.assets.js.async.filter((file) =>
      fs.readFileSync(path.join(dist, file), 'utf8').includes('loadedLater'),
    );
    expect(later).toHaveLength(1);
    for (const file of [...expose!.assets.js.sync, ...expose!.assets.js.async, manifest.metaData.remoteEntry.name])
      expect(fs.existsSync(path.join(dist, file)), file).toBe(true);
    // Every script of the browser build is named, whichever chunk loads it: a page may load none the gateway did not check.
    const scripts = fs.readdirSync(dist).filter((file) => file.endsWith('.js') && file !== 'remoteEntry.js');
    expect([...manifest.metaData.browserFiles].sort()).toEqual(expect.arrayContaining(scripts.sort()));
    const react = manifest.shared.find((shared) => shared.name === 'react');
    expect(react).toEqual({
      name: 'react',
      version: installedPackageVersion(dist, 'react'),
      singleton: true,
      requiredVersion: false,
    });
  });

  it('writes a development build’s manifest too, for the development gateway, naming no server entry', {
    timeout: 60_000,
  }, async () => {
    const { dist } = await probeBuild('mf_payment', 'development');
    const manifest = readManifest(dist);
    expect(manifest.metaData.remoteEntry).toEqual({ name: 'remoteEntry.js', path: '' });
    expect(manifest.metaData.ssrRemoteEntry).toBeUndefined();
    expect(manifest.exposes[0]!.assets.js.sync).toEqual(['expose-payment-dialog.js']);
  });

  it('builds for development without eval, which the development gateway’s pages do not allow', {
    timeout: 60_000,
  }, async () => {
    const { output } = await probeBuild('mf_payment', 'development');
    expect(output.includes(MARKER), 'the probe is in the build').toBe(true);
    expect(output).not.toMatch(/\beval\(/);
    const shell = createWebpackConfig({
      name: 'shell',
      dir: path.resolve(import.meta.dirname, '..', '..', '..', 'shell'),
    });
    expect(String(shell(undefined, { mode: 'development' }).devtool)).not.toContain('eval');
  });

  it('writes production source maps without pointing browsers at them', () => {
    const production = createWebpackConfig({
      name: 'shell',
      dir: path.resolve(import.meta.dirname, '..', '..', '..', 'shell'),
    })(undefined, { mode: 'production' });
    expect(production.devtool).toBe('hidden-source-map');
  });
});

describe('a remote’s build config', () => {
  it('exposes exactly the modules of the shell’s contract, or does not type-check', () => {
    // Never called: the checks are the type-checker's (`npm run typecheck`), which fails on an unused @ts-expect-error.
    const configs = () => [
      createWebpackConfig({ name: 'mf_search', dir: '.', exposes: { './search-box': './src/search-box.tsx' } }),
      // @ts-expect-error a renamed expose
      createWebpackConfig({ name: 'mf_search', dir: '.', exposes: { './searchbox': './src/search-box.tsx' } }),
      // @ts-expect-error a missing expose
      createWebpackConfig({ name: 'mf_content', dir: '.', exposes: {} }),
      createWebpackConfig({
        name: 'mf_booking',
        dir: '.',
        // @ts-expect-error another remote's expose
        exposes: { './booking-dialogs': './a.tsx', './payment-dialog': './b.tsx' },
      }),
    ];
    expect(typeof configs).toBe('function');
  });
});
