import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// One Node release runs everything: `.node-version` names it, and the root package's `engines`, the image's
// base and the Node running these tests (what `scripts/use-node.sh` puts first on PATH) all follow it.
const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const release = read('.node-version').trim();
const major = release.split('.')[0];

describe('the Node release', () => {
  it('is a supported LTS line, named in full', () => {
    expect(release).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Number(major)).toBeGreaterThanOrEqual(24);
    expect(Number(major) % 2).toBe(0);
  });

  it('is what package.json requires, and npm refuses another', () => {
    const engines = JSON.parse(read('package.json')).engines.node as string;
    expect(engines).toMatch(new RegExp(`^>=${major}\\.`));
    expect(read('.npmrc')).toMatch(/^engine-strict=true$/m);
  });

  it('is the base of the image', () => {
    expect(read('Dockerfile')).toMatch(new RegExp(`^ARG NODE_IMAGE=\\S+/node:${major}-\\S+$`, 'm'));
  });

  it('runs these tests', () => {
    expect(process.versions.node.split('.')[0]).toBe(major);
  });
});
