// Each of the four remotes as its team works outside this repository: the platform publishes the shared
// packages to a private registry (Verdaccio on loopback, passing public packages through), then each remote's
// folder, copied alone, installs from that registry only, type-checks, tests, builds and checks its build
// (`npm run check`), as its CI would. Prints the time of each step and the size of each install; exits 1 if a
// remote fails a step, with that step's output. The end-to-end journey takes mf-search through the same steps
// and on into a running site; this takes all four, which is too long for every CI run.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { copyRemoteAlone, npmIn, publishPackages, startPrivateRegistry } from '../e2e/support/own-repository.ts';

const REMOTES = ['mf-content', 'mf-booking', 'mf-payment', 'mf-search'];
const STEPS = [
  { step: 'install', args: ['install'] },
  { step: 'typecheck', args: ['run', 'typecheck'] },
  { step: 'test', args: ['test'] },
  { step: 'build', args: ['run', 'build'] },
  { step: 'check', args: ['run', 'check'] },
];

const registry = await startPrivateRegistry();
const rows = [];
const failures: string[] = [];
try {
  const publishing = Date.now();
  await publishPackages(registry);
  console.log(
    `Published the shared packages to the private registry in ${((Date.now() - publishing) / 1000).toFixed(1)} s`,
  );
  for (const remote of REMOTES) {
    const folder = copyRemoteAlone(remote);
    const row: Record<string, string> = { remote };
    try {
      for (const { step, args } of STEPS) {
        const started = Date.now();
        try {
          await npmIn(folder, registry.npmEnv, ...args);
          row[`${step} (s)`] = ((Date.now() - started) / 1000).toFixed(1);
        } catch (error) {
          row[`${step} (s)`] = 'FAILED';
          failures.push(`${remote}: ${(error as Error).message}`);
          break;
        }
      }
      row['node_modules'] =
        `${execFileSync('du', ['-sm', path.join(folder, 'node_modules')], { encoding: 'utf8' }).split('\t')[0]} MB`;
    } finally {
      rmSync(path.dirname(folder), { recursive: true, force: true });
    }
    rows.push(row);
  }
} finally {
  registry.stop();
}

console.log('Each remote copied alone, installed from the private registry only, through its CI steps (seconds):');
console.table(rows);
for (const failure of failures) console.error(failure);
process.exit(failures.length ? 1 : 0);
