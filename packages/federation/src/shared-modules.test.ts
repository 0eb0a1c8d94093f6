import path from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHARED_WORKSPACE_PACKAGES, sharedModules } from './shared-modules.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const APPS = ['shell', 'mf-content', 'mf-booking', 'mf-payment', 'mf-search'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('shared modules of the federation config', () => {
  it.each(APPS)('%s takes the API client from the share scope as a singleton, every subpath included', (app) => {
    const shared = sharedModules(path.join(REPO_ROOT, app)) as Record<string, unknown>;
    expect(shared['@clinic/api-client/']).toEqual({ singleton: true, requiredVersion: '1.0.0', version: '1.0.0' });
    expect(shared['@clinic/state/']).toEqual({ singleton: true, requiredVersion: '1.0.0', version: '1.0.0' });
    expect(shared.react).toMatchObject({ singleton: true });
  });

  const packagesDir = path.join(REPO_ROOT, 'packages');
  const holdsState = (file: string) => /^let /m.test(readFileSync(file, 'utf8'));

  it('shares every workspace package that keeps module-level state, so the shell’s settings reach the remotes', () => {
    const stateful = readdirSync(packagesDir).filter((folder) => sourceFiles(path.join(packagesDir, folder, 'src')).some(holdsState));
    expect(stateful).toContain('api-client');
    for (const folder of stateful) expect(SHARED_WORKSPACE_PACKAGES).toContain(`@clinic/${folder}`);
  });

  it('reaches a stateful module by its package name inside its own package too', () => {
    // A relative import is not matched by the shared key: a remote's copy of the importer would bring a second instance.
    for (const name of SHARED_WORKSPACE_PACKAGES) {
      const files = sourceFiles(path.join(packagesDir, name.replace('@clinic/', ''), 'src'));
      const stateful = files.filter(holdsState).map((file) => path.basename(file));
      for (const file of files) {
        const relative = [...readFileSync(file, 'utf8').matchAll(/from '\.\/([\w-]+\.tsx?)'/g)].map((match) => match[1]);
        expect(relative.filter((target) => stateful.includes(target!)), `${name}: ${path.basename(file)}`).toEqual([]);
      }
    }
  });
});
