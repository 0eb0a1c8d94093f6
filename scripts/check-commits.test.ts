import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The commits a change adds are held to the rules in lint: subjects commitlint passes, and a changeset with
// every change to a shared package. Tried on a clone of this repository with a branch of its own.
const ROOT = path.resolve(import.meta.dirname, '..');
const clone = mkdtempSync(path.join(tmpdir(), 'check-commits-'));
afterAll(() => rmSync(clone, { recursive: true, force: true }));

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: clone });

function check(): { code: number; output: string } {
  try {
    const stdout = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check-commits.ts'], {
      cwd: ROOT,
      env: { ...process.env, COMMIT_BASE: 'base', CHECK_COMMITS_REPO: clone },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, output: `${failed.stdout}${failed.stderr}` };
  }
}

describe('the commits a change adds', () => {
  execFileSync('git', ['clone', '--quiet', '--shared', ROOT, clone]);
  git('branch', 'base');

  it('pass when each subject is conventional and short and a package change brings its changeset', () => {
    writeFileSync(path.join(clone, 'packages', 'ui', 'src', 'note.ts'), 'export const note = 1;\n');
    writeFileSync(path.join(clone, '.changeset', 'a-note.md'), "---\n'@clinic/ui': patch\n---\n\nA note.\n");
    git('add', '-A');
    git('commit', '--quiet', '-m', 'feat(ui): a note the cards can show', '-m', 'Why: the cards need it.');
    expect(check()).toEqual({ code: 0, output: expect.stringMatching(/1 commit\(s\) beyond .+ pass/) });
  });

  it('fail, naming the commit and the rule, on a long or unscoped subject and a package change alone', () => {
    git('reset', '--quiet', '--hard', 'base');
    writeFileSync(path.join(clone, 'packages', 'ui', 'src', 'note.ts'), 'export const note = 2;\n');
    git('add', '-A');
    git('commit', '--quiet', '-m', `Review mends: ${'the cards, the dialogs and the header '.repeat(3)}`);
    const { code, output } = check();
    expect(code).toBe(1);
    expect(output).toMatch(/✗ [0-9a-f]{8} "Review mends: .+": .*header must not be longer than 72 characters/);
    expect(output).toMatch(/type may not be empty/);
    expect(output).toContain('✗ packages changed (packages/ui/src/note.ts) with no changeset: run npx changeset');
  });
});
