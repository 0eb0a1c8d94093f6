import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';

// Workspace packages ship TypeScript source, so they are bundled in; npm dependencies stay external.
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@clinic/'));
const common: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external,
  logLevel: 'warning',
};

/**
 * The gateway as one file, `outfile` (and its renderers' program as `renderer.js` beside it), which must sit one folder under the package root (it finds its dataset
 * and the shell's build from there); with `commands`, the operator's commands beside it, so they run where only
 * the build is (the container image): `node dist/reviews.js list`.
 */
export async function bundleGateway(outfile: string, { commands = true } = {}): Promise<void> {
  const root = import.meta.dirname;
  await build({ ...common, absWorkingDir: root, entryPoints: ['src/main.ts'], outfile });
  // The renderer processes' program, beside the gateway, which starts them from there.
  await build({
    ...common,
    absWorkingDir: root,
    entryPoints: ['src/renderers/renderer-process.ts'],
    outfile: path.join(path.dirname(outfile), 'renderer.js'),
  });
  if (!commands) return;
  await build({
    ...common,
    absWorkingDir: root,
    entryPoints: { reviews: 'scripts/reviews.ts', remotes: 'scripts/remotes.ts', backup: 'scripts/backup.ts' },
    outdir: path.dirname(outfile),
  });
}
