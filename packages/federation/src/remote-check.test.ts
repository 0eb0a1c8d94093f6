import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// `clinic-remote check` on this repository's production builds of mf-search and of the shell, as a team's CI
// runs it on its dist/ against the published shell-server: a process per check, as the command is (the shell's
// server build keeps a remote it has loaded for the life of the process).
const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const SEARCH_DIST = path.join(REPO_ROOT, 'mf-search', 'dist');
const SHELL_DIST = path.join(REPO_ROOT, 'shell', 'dist');
const built = existsSync(path.join(SEARCH_DIST, 'mf-manifest.json')) && existsSync(path.join(SHELL_DIST, 'ssr'));
if (!built) {
  const reason = 'the production builds of mf-search and the shell are not there: run npm run build first';
  if (process.env.CI === 'true') throw new Error(reason);
  console.warn(`Skipping the remote check tests: ${reason}`);
}

const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

const BIN = path.join(import.meta.dirname, '..', 'bin', 'clinic-remote.js');

/** `clinic-remote check --dist <dist>`: its exit code and what it printed. */
async function check(dist: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [BIN, 'check', '--dist', dist, '--shell', SHELL_DIST],
      {
        cwd: path.dirname(dist),
      },
    );
    return { code: 0, output: `${stdout}${stderr}`.trim() };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}`.trim() };
  }
}

/** Rewrites the shared singletons a build's manifest lists. */
function editShared(dist: string, edit: (shared: SharedEntry) => SharedEntry): void {
  const file = path.join(dist, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { shared: SharedEntry[] };
  manifest.shared = manifest.shared.map(edit);
  writeFileSync(file, JSON.stringify(manifest));
}
interface SharedEntry {
  name: string;
  version: string;
  requiredVersion?: string | false;
}

/** The release before a version: one minor down, or one patch down on a `.0` minor, as a build made earlier carries it. */
function earlier(version: string): string {
  const [major, minor, patch] = version.split('.').map(Number);
  if (minor > 0) return `${major}.${minor - 1}.0`;
  return `${major}.0.${Math.max(patch - 1, 0)}`;
}

/** A copy of mf-search's build that a test may break. */
function buildCopy(): string {
  const dist = path.join(mkdtempSync(path.join(tmpdir(), 'remote-check-')), 'dist');
  copies.push(path.dirname(dist));
  cpSync(SEARCH_DIST, dist, { recursive: true });
  return dist;
}

describe.skipIf(!built)('clinic-remote check', () => {
  it('passes a whole build: contract, exposes, shared versions, every file, and a server render of each expose', async () => {
    expect(await check(buildCopy())).toEqual({
      code: 0,
      output: '✓ dist: contract, exposes, shared versions, every file, and a server render of each exposed module',
    });
  });

  it('passes a build made against older patches and minors of every shared package than the shell’s', async () => {
    const dist = buildCopy();
    editShared(dist, (shared) => ({
      ...shared,
      version: earlier(shared.version),
      requiredVersion: `^${earlier(shared.version)}`,
    }));
    expect(await check(dist)).toMatchObject({ code: 0 });
  });

  it('fails a build needing a newer minor of a shared package than the shell has, in one line', async () => {
    const dist = buildCopy();
    const shellI18n = JSON.parse(readFileSync(path.join(SHELL_DIST, 'ssr', 'federation-host.json'), 'utf8')).shared[
      '@clinic/i18n/'
    ].version as string;
    const [major, minor] = shellI18n.split('.').map(Number);
    const needed = `^${major}.${minor + 1}.0`;
    editShared(dist, (shared) => (shared.name === '@clinic/i18n/' ? { ...shared, requiredVersion: needed } : shared));
    expect(await check(dist)).toEqual({
      code: 1,
      output: `✗ the build needs @clinic/i18n/ ${needed}; the shell provides ${shellI18n}`,
    });
  });

  it('names each file the manifest names that the build lacks', async () => {
    const dist = buildCopy();
    const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
      metaData: { remoteEntry: { name: string } };
    };
    rmSync(path.join(dist, manifest.metaData.remoteEntry.name));
    expect(await check(dist)).toEqual({
      code: 1,
      output: `✗ dist/${manifest.metaData.remoteEntry.name} is named by the manifest but is not in the build`,
    });
  });

  it('says when the server build does not load, with its error', async () => {
    const dist = buildCopy();
    writeFileSync(path.join(dist, 'ssr', 'remoteEntry.js'), 'throw new Error("broken server build");\n');
    expect(await check(dist)).toEqual({ code: 1, output: '✗ the server build does not load: broken server build' });
  });

  it('fails a build whose exposed module throws when rendered on the server, naming the module', async () => {
    const dist = buildCopy();
    // The search box's component, in the server chunk that holds it, throws as soon as it renders.
    const component = /function SearchBox\(\{ variant \}\) \{/;
    const chunk = readdirSync(path.join(dist, 'ssr'))
      .map((file) => path.join(dist, 'ssr', file))
      .find((file) => file.endsWith('.js') && component.test(readFileSync(file, 'utf8')))!;
    writeFileSync(
      chunk,
      readFileSync(chunk, 'utf8').replace(component, (start) => `${start} throw new Error("the box is broken");`),
    );
    const { code, output } = await check(dist);
    // Each way the shell renders it, in each locale.
    expect({ code, output }).toEqual({
      code: 1,
      output: [
        '✗ ./search-box (header) (uk): the box is broken',
        '✗ ./search-box (drawer) (uk): the box is broken',
        '✗ ./search-box (header) (en): the box is broken',
        '✗ ./search-box (drawer) (en): the box is broken',
      ].join('\n'),
    });
  });
});
