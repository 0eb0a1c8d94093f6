import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// Workspace packages ship TypeScript source, so they are bundled in; npm dependencies stay external.
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@clinic/'));

await build({
  entryPoints: ['src/main.ts'],
  // Another place only for scripts/scan-secrets.ts, which builds with secrets in the environment.
  outfile: process.argv[2] ?? 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
