// `npm start`: serve the production build through the gateway, building it first if there is none.
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';

const REMOTES = ['content', 'booking', 'payment', 'search'];
const outputs = [
  'shell/dist/index.html',
  'api-gateway/dist/main.js',
  ...REMOTES.map((name) => `mf-${name}/dist/mf-manifest.json`),
];

if (outputs.some((file) => !existsSync(file))) {
  console.log('No production build found: building it (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const gateway = spawn(process.execPath, ['api-gateway/dist/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => gateway.kill(signal));
gateway.on('exit', (code) => process.exit(code ?? 0));
