import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installedFrom } from './remote-init.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const BIN = path.join(REPO_ROOT, 'packages', 'federation', 'bin', 'clinic-remote.js');
const REGISTRY = 'http://127.0.0.1:4873/';

let cwd: string;
beforeEach(() => {
  cwd = mkdtempSync(path.join(tmpdir(), 'clinic-remote-init-'));
});
afterEach(() => rmSync(cwd, { recursive: true, force: true }));

/** `clinic-remote init …` as a team runs it, in the temporary folder: its exit code and output. */
async function init(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; out: string; err: string }> {
  const { npm_config_registry: _inherited, ...parent } = process.env;
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [BIN, 'init', ...args], {
      cwd,
      env: { ...parent, ...env },
    });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout, err: failed.stderr };
  }
}

const read = (...parts: string[]) => readFileSync(path.join(cwd, ...parts), 'utf8');
const manifestOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

describe('clinic-remote init', () => {
  it('writes a remote for its slot that builds, tests and releases as the platform’s remotes do', async () => {
    const { code, out } = await init(['mf-reviews', '--slot', 'doctor-page.aside', '--registry', REGISTRY]);
    expect(code).toBe(0);
    expect(out).toContain('npm run remotes -- register mf-reviews --slot doctor-page.aside');
    expect(filesUnder(path.join(cwd, 'mf-reviews'))).toEqual([
      '.github/workflows/ci.yml',
      '.gitignore',
      '.npmrc',
      'README.md',
      'package.json',
      'src/bootstrap.tsx',
      'src/doctor-page-aside.test.tsx',
      'src/doctor-page-aside.tsx',
      'src/index.ts',
      'tsconfig.json',
      'vitest.config.ts',
      'webpack.config.ts',
    ]);

    const manifest = manifestOf(path.join(cwd, 'mf-reviews'));
    const search = manifestOf(path.join(REPO_ROOT, 'mf-search'));
    expect(manifest.name).toBe('mf-reviews');
    expect(manifest.scripts).toEqual(search.scripts);
    // Each @clinic package at the version published with this @clinic/federation; the rest at the platform's ranges.
    const all = { ...manifest.dependencies, ...manifest.devDependencies } as Record<string, string>;
    const platform = { ...search.dependencies, ...search.devDependencies } as Record<string, string>;
    for (const [name, range] of Object.entries(all)) {
      if (!name.startsWith('@clinic/')) expect([name, range]).toEqual([name, platform[name]]);
      else {
        const folder = name === '@clinic/shell-server' ? 'shell-server' : name.slice('@clinic/'.length);
        expect([name, range]).toEqual([name, `^${manifestOf(path.join(REPO_ROOT, 'packages', folder)).version}`]);
      }
    }

    expect(read('mf-reviews', '.npmrc')).toMatch(/^@clinic:registry=http:\/\/127\.0\.0\.1:4873\/\n/);
    const webpack = read('mf-reviews', 'webpack.config.ts');
    expect(webpack).toContain("name: 'mf_reviews'");
    expect(webpack).toContain("slots: { 'doctor-page.aside': './src/doctor-page-aside.tsx' }");
    expect(read('mf-reviews', 'tsconfig.json')).toContain('"extends": "@clinic/federation/tsconfig.remote.json"');
    expect(read('mf-reviews', 'src', 'doctor-page-aside.tsx')).toContain(
      "export default function DoctorPageAside({ doctor }: SlotProps['doctor-page.aside'])",
    );
    expect(read('mf-reviews', '.github', 'workflows', 'ci.yml')).toContain(
      'npx clinic-remote release promote mf-reviews "${{ vars.STATIC_URL }}/mf-reviews/${{ github.sha }}/mf-manifest.json"',
    );
  });

  it('writes a section of the home page for home.sections, into an empty folder of that name', async () => {
    mkdirSync(path.join(cwd, 'mf-news'));
    expect((await init(['mf-news', '--slot', 'home.sections', '--registry', REGISTRY])).code).toBe(0);
    expect(read('mf-news', 'src', 'home-sections.tsx')).toContain('export default function HomeSections');
    expect(read('mf-news', 'webpack.config.ts')).toContain("slots: { 'home.sections': './src/home-sections.tsx' }");
  });

  it('takes every package from the registry npm ran it with, and a --registry of its own before that', async () => {
    const through = 'http://127.0.0.1:4874/';
    expect((await init(['mf-a', '--slot', 'home.sections'], { npm_config_registry: through })).code).toBe(0);
    expect(read('mf-a', '.npmrc')).toMatch(/^registry=http:\/\/127\.0\.0\.1:4874\/\n/);
    expect(
      (await init(['mf-b', '--slot', 'home.sections', '--registry', REGISTRY], { npm_config_registry: through })).code,
    ).toBe(0);
    expect(read('mf-b', '.npmrc')).toMatch(/^@clinic:registry=http:\/\/127\.0\.0\.1:4873\/\n/);
  });

  it('reads the registry an installed @clinic/federation came from in its install’s lockfile', () => {
    const install = path.join(cwd, 'npx-cache');
    const packageDir = path.join(install, 'node_modules', '@clinic', 'federation');
    mkdirSync(packageDir, { recursive: true });
    writeFileSync(
      path.join(install, 'node_modules', '.package-lock.json'),
      JSON.stringify({
        packages: {
          'node_modules/@clinic/federation': {
            version: '1.1.0',
            resolved: 'https://npm.clinic.example/@clinic/federation/-/federation-1.1.0.tgz',
          },
        },
      }),
    );
    expect(installedFrom(packageDir)).toBe('https://npm.clinic.example/');
    // The workspace's own link records no registry.
    expect(installedFrom(path.join(REPO_ROOT, 'packages', 'federation'))).toBeUndefined();
  });

  it.each([
    [['mf_reviews', '--slot', 'home.sections'], /"mf_reviews" is not a remote name: mf- and lower-case letters/],
    [['mf-2reviews', '--slot', 'home.sections'], /"mf-2reviews" is not a remote name/],
    [['mf-reviews-', '--slot', 'home.sections'], /"mf-reviews-" is not a remote name/],
    [['mf-search', '--slot', 'home.sections'], /mf-search is one of the platform's own remotes/],
    [['Reviews', '--slot', 'home.sections'], /"Reviews" is not a remote name/],
    [['mf-Reviews', '--slot', 'home.sections'], /"mf-Reviews" is not a remote name/],
    [
      ['mf-reviews', '--slot', 'doctor-page.sidebar'],
      /"doctor-page.sidebar" is not a slot a remote can fill: doctor-page.aside, home.sections$/,
    ],
    [['mf-reviews', '--slot', 'header.search'], /"header.search" is not a slot a remote can fill/],
    [['mf-reviews'], /which slot does mf-reviews fill\? --slot doctor-page.aside \| home.sections$/],
    [['mf-reviews', '--slot', 'home.sections', '--registry', 'npm'], /--registry "npm" is not a URL/],
  ])('refuses %j with one line and exit 2, writing nothing', async (args, message) => {
    const { code, out, err } = await init([...args, ...(args.includes('--registry') ? [] : ['--registry', REGISTRY])]);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err.trimEnd().split('\n')).toHaveLength(1);
    expect(err.trimEnd()).toMatch(new RegExp(`^clinic-remote init: ${message.source.replace(/^\^/, '')}`));
    expect(readdirSync(cwd)).toEqual([]);
  });

  it('refuses a folder that already holds something, and leaves it as it was', async () => {
    mkdirSync(path.join(cwd, 'mf-reviews'));
    writeFileSync(path.join(cwd, 'mf-reviews', 'notes.md'), 'ours');
    const { code, err } = await init(['mf-reviews', '--slot', 'doctor-page.aside', '--registry', REGISTRY]);
    expect(code).toBe(2);
    expect(err).toBe(
      `clinic-remote init: ${path.join(cwd, 'mf-reviews')} already exists and is not an empty folder: choose another name, or another folder\n`,
    );
    expect(filesUnder(path.join(cwd, 'mf-reviews'))).toEqual(['notes.md']);
  });

  it('asks where the packages come from when neither npm nor an install says', async () => {
    const { code, err } = await init(['mf-reviews', '--slot', 'doctor-page.aside']);
    expect(code).toBe(2);
    expect(err).toMatch(/^clinic-remote init: where do the @clinic packages come from\? --registry <url>/);
    expect(existsSync(path.join(cwd, 'mf-reviews'))).toBe(false);
  });
});
