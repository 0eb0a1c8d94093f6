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
