import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { pendingBumps } from './packages.ts';
import { startPrivateRegistry, type PrivateRegistry } from './registry.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** `npm run packages:publish` as the platform runs it: its exit code and output. */
async function publish(...options: string[]): Promise<{ code: number; output: string }> {
  return publishWith(process.env, ...options);
}

async function publishWith(env: NodeJS.ProcessEnv, ...options: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(REPO_ROOT, 'scripts', 'packages.ts'), 'publish', ...options],
      { cwd: REPO_ROOT, env, maxBuffer: 64 * 1024 * 1024 },
    );
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

/** Every package the script publishes, as their package.json files say. */
const MANIFESTS = readdirSync(path.join(REPO_ROOT, 'packages'))
  .map((folder) => path.join(REPO_ROOT, 'packages', folder, 'package.json'))
  .filter((file) => existsSync(file))
  .map((file) => JSON.parse(readFileSync(file, 'utf8')) as { name: string; version: string });
const PACKAGES = MANIFESTS.map(({ name, version }) => `${name}@${version}`);

/** The pending bumps of the published packages, and those of every workspace (the apps' included). */
const pending = await pendingBumps(MANIFESTS.map(({ name }) => name));
const pendingAll = await pendingBumps();

/** The packages a run's output says it published, and those it skipped as already in the registry. */
function outcome(output: string): { published: string[]; skipped: string[] } {
  const of = (pattern: RegExp) => [...output.matchAll(pattern)].map((match) => match[1]!).sort();
  return { published: of(/^published (\S+) to /gm), skipped: of(/^skipped (\S+): /gm) };
}

const registries: PrivateRegistry[] = [];
afterAll(async () => {
  for (const registry of registries) await registry.stop();
});

describe('publishing the shared packages', () => {
  // Whenever changesets wait to be applied, as they do between releases.
  it.skipIf(pending.length === 0)(
    'waits for the pending changesets of what it would send to be applied, naming each bump, before it builds anything',
    async () => {
      const registry = await startPrivateRegistry();
      registries.push(registry);
      const { code, output } = await publishWith(registry.npmEnv, '--registry', registry.url);
      expect(code).toBe(1);
      expect(output).toMatch(/changesets are pending \(.+\): run `npx changeset version` and commit, then publish;/);
      for (const bump of pending) expect(output).toContain(bump);
      // The apps are not published: their bumps hold nothing up.
      for (const bump of pendingAll.filter((bump) => !pending.includes(bump))) expect(output).not.toContain(bump);
      expect(output).not.toMatch(/built @clinic/);
    },
  );

  it('says how it is used without a registry', async () => {
    expect(await publish()).toEqual({
      code: 1,
      output: 'usage: npm run packages:publish -- --registry <url> [--unversioned]\n',
    });
  });

  it('publishes what the registry lacks: a run that fails part-way is completed by the next, and one more changes nothing', {
    timeout: 600_000,
  }, async () => {
    // A registry that refuses one package: the run stops there, saying what went out and what did not.
    const refusing = await startPrivateRegistry({ refuse: ['@clinic/ui'] });
    registries.push(refusing);
    const failed = await publishWith(refusing.npmEnv, '--registry', refusing.url, '--unversioned');
    expect(failed.code, failed.output).toBe(1);
    expect(failed.output).toMatch(/^npm publish @clinic\/ui@\S+ failed:/m);
    expect(failed.output).toContain('Run the same command again once the cause is mended');
    const before = outcome(failed.output);
    expect(before.published.length).toBeGreaterThan(0);
    expect(before.published.length).toBeLessThan(PACKAGES.length);
    expect(before.published.some((name) => name.startsWith('@clinic/ui@'))).toBe(false);

    // The same storage, now taking everything: the rerun sends the rest and skips what went out.
    await refusing.stop({ keep: true });
    const registry = await startPrivateRegistry({ dir: refusing.dir });
    registries.push(registry);
    const rerun = await publishWith(registry.npmEnv, '--registry', registry.url, '--unversioned');
    expect(rerun.code, rerun.output).toBe(0);
    const after = outcome(rerun.output);
    expect(after.skipped).toEqual(before.published);
    expect([...after.published, ...after.skipped].sort()).toEqual([...PACKAGES].sort());
    for (const name of PACKAGES) {
      const at = name.lastIndexOf('@');
      const document = (await (await fetch(`${registry.url}${name.slice(0, at).replace('/', '%2f')}`)).json()) as {
        versions: Record<string, unknown>;
      };
      expect(Object.keys(document.versions), name).toContain(name.slice(at + 1));
    }

    // Once more: nothing is sent, and that is a success.
    const again = await publishWith(registry.npmEnv, '--registry', registry.url, '--unversioned');
    expect(again.code, again.output).toBe(0);
    expect(outcome(again.output)).toEqual({ published: [], skipped: [...PACKAGES].sort() });
    expect(again.output).toContain(`nothing to publish: ${registry.url} has every package at its version`);
    console.log(
      `publishing: part-way ${failed.output.match(/built in (\S+ s)/)?.[1]} to build; rerun ${rerun.output.match(/built in (\S+ s)/)?.[1]} to build`,
    );
  });
});
