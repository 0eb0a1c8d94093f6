import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getReleasePlan from '@changesets/get-release-plan';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

describe('the pending changesets', () => {
  it('each parses and bumps packages of this workspace: a release applies every one of them', async () => {
    // A file that does not parse, or names a package that is not here, stops `changeset version` for all.
    const plan = await getReleasePlan(REPO_ROOT);
    for (const changeset of plan.changesets)
      expect(changeset.releases.length, `.changeset/${changeset.id}.md bumps no package`).toBeGreaterThan(0);
  });
});

/** The workspace's manifests and changesets configuration in a folder of their own, with the changesets given instead of ours. */
function workspaceWith(changesets: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'changesets-'));
  const root = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  const folders = root.workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(REPO_ROOT, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`)
      : [pattern],
  );
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(root));
  for (const folder of folders) {
    if (!existsSync(path.join(REPO_ROOT, folder, 'package.json'))) continue;
    mkdirSync(path.join(dir, folder), { recursive: true });
    cpSync(path.join(REPO_ROOT, folder, 'package.json'), path.join(dir, folder, 'package.json'));
  }
  mkdirSync(path.join(dir, '.changeset'));
  cpSync(path.join(REPO_ROOT, '.changeset', 'config.json'), path.join(dir, '.changeset', 'config.json'));
  for (const [id, text] of Object.entries(changesets)) writeFileSync(path.join(dir, '.changeset', `${id}.md`), text);
  return dir;
}

describe('the versions a release gives', () => {
  it('moves @clinic/shell-server with the shell, to the shell’s version, whatever bumped the shell', async () => {
    const dir = workspaceWith({
      'shell-fix': "---\n'@clinic/shell': patch\n---\n\nA fix in the shell.\n",
      'ui-feature': "---\n'@clinic/ui': minor\n---\n\nA component more.\n",
    });
    try {
      const plan = await getReleasePlan(dir);
      const version = (name: string) => plan.releases.find((release) => release.name === name)?.newVersion;
      expect(version('@clinic/shell')).toBeDefined();
      expect(version('@clinic/shell-server')).toBe(version('@clinic/shell'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
