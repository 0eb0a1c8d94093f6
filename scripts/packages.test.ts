import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { pendingBumps } from './packages.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** `npm run packages:publish` as the platform runs it, to a registry that is not there: its exit code and output. */
async function publish(...options: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(REPO_ROOT, 'scripts', 'packages.ts'), 'publish', ...options],
      { cwd: REPO_ROOT },
    );
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

const pending = await pendingBumps();

describe('publishing the shared packages', () => {
  // Whenever changesets wait to be applied, as they do between releases.
  it.skipIf(pending.length === 0)(
    'waits for pending changesets to be applied, naming each bump, before it builds or sends anything',
    async () => {
      const { code, output } = await publish('--registry', 'http://127.0.0.1:9/');
      expect(code).toBe(1);
      expect(output).toMatch(/^changesets are pending \(.+\): run `npx changeset version` and commit, then publish;/);
      for (const bump of pending) expect(output).toContain(bump);
      expect(output).not.toMatch(/built @clinic/);
    },
  );

  it('says how it is used without a registry', async () => {
    expect(await publish()).toEqual({
      code: 1,
      output: 'usage: npm run packages:publish -- --registry <url> [--unversioned]\n',
    });
  });
});
