import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';

// Workspace packages ship TypeScript source, so they are bundled in; npm dependencies stay external.
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@clinic/'));
// Another place only for scripts/scan-secrets.ts, which builds with secrets in the environment.
const outfile = process.argv[2] ?? 'dist/main.js';
const common: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
};

await build({ ...common, entryPoints: ['src/main.ts'], outfile });
// The operator's commands beside it, so they run where only the build is (the container image): `node dist/reviews.js list`.
await build({
  ...common,
  entryPoints: { reviews: 'scripts/reviews.ts', remotes: 'scripts/remotes.ts' },
  outdir: path.dirname(outfile),
});
