// `npm run scan:secrets`, run by `npm test` after the build: the merchant secret and the gateway's other
// secrets are in no build. Prints every problem it finds and exits 1 if there is one.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { REMOTE_FOLDERS } from '../packages/contracts/src/runtime-config.ts';
import { E2E_MERCHANT } from '../e2e/support/merchant.ts';

const run = promisify(execFile);
const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const BUILD_DIRS = ['shell', ...Object.values(REMOTE_FOLDERS), 'api-gateway'].map((app) =>
  path.join(REPO_ROOT, app, 'dist'),
);
const BIN = path.join(REPO_ROOT, 'node_modules', '.bin');
const relative = (file: string) => path.relative(REPO_ROOT, file);

/** Secrets of the gateway's configuration, set to values no build may carry. */
const CANARY = {
  PAYMENT_SECRET: `canary-payment-secret-${randomUUID()}`,
  REVIEWS_UPSTREAM_TOKEN: `canary-reviews-token-${randomUUID()}`,
  SMTP_URL: `smtp://clinic:canary-smtp-pass-${randomUUID()}@127.0.0.1:2525`,
};
const canaryValues = () => [CANARY.PAYMENT_SECRET, CANARY.REVIEWS_UPSTREAM_TOKEN, new URL(CANARY.SMTP_URL).password];

export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every `file: needle` pair where a file holds a needle (as is, upper-cased, or reversed as in a signature). */
export function findings(files: string[], needles: string[]): string[] {
  const forms = needles.flatMap((needle) => [needle, needle.toUpperCase(), [...needle].reverse().join('')]);
  return files.flatMap((file) => {
    const text = readFileSync(file, 'latin1');
    return forms.filter((form) => text.includes(form)).map((form) => `${relative(file)}: ${form}`);
  });
}

/** What is wrong with the production build in `dirs`: an app missing or empty, or a file holding one of `secrets`. */
export function buildProblems(dirs: string[], secrets: string[]): string[] {
  const problems: string[] = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) problems.push(`${relative(dir)} is missing: run npm run build first`);
    else if (filesUnder(dir).length === 0) problems.push(`${relative(dir)} is empty`);
  }
  const files = dirs.flatMap((dir) => (existsSync(dir) ? filesUnder(dir) : []));
  if (files.length <= dirs.length) problems.push(`only ${files.length} files to scan in ${dirs.length} builds`);
  return [...problems, ...findings(files, secrets).map((finding) => `a built file holds a secret: ${finding}`)];
}

type Env = { configured: string[] | null; inferred: string[] | null; passthrough: string[] | null };
export type TurboPlan = {
  envMode: string;
  globalCacheInputs: { environmentVariables: Env };
  tasks: { taskId: string; envMode: string; environmentVariables: Env }[];
};

/** What is wrong with a `turbo run build --dry=json` plan: a task not in strict env mode, or one that sees a variable named in `secrets`. */
export function turboPlanProblems(plan: TurboPlan, secrets: string[]): string[] {
  const problems: string[] = [];
  if (plan.tasks.length <= 5) problems.push(`the build plan has only ${plan.tasks.length} tasks`);
  // Strict mode: a task sees only the variables turbo.json names.
  if (plan.envMode !== 'strict') problems.push(`turbo's env mode is ${plan.envMode}, not strict`);
  const seen = [
    plan.globalCacheInputs.environmentVariables,
    ...plan.tasks.map((task) => task.environmentVariables),
  ].flatMap((env) => [...(env.configured ?? []), ...(env.inferred ?? []), ...(env.passthrough ?? [])]);
  for (const entry of seen.filter((entry) => secrets.includes(entry.split('=')[0]!)))
    problems.push(`turbo hands a build task ${entry.split('=')[0]}`);
  for (const task of plan.tasks.filter((task) => task.envMode !== 'strict'))
    problems.push(`${task.taskId} does not run in strict env mode`);
  return problems;
}

function buildsToScan(): string[] {
  const fromEnvironment = [process.env.PAYMENT_SECRET, process.env.REVIEWS_UPSTREAM_TOKEN].filter(
    (value): value is string => (value ?? '').length >= 8,
  );
  return buildProblems(BUILD_DIRS, [E2E_MERCHANT.secret, ...fromEnvironment]);
}

async function turboPlan(): Promise<string[]> {
  const { stdout } = await run(path.join(BIN, 'turbo'), ['run', 'build', '--dry=json'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...CANARY, TURBO_TELEMETRY_DISABLED: '1' },
    maxBuffer: 32 * 1024 * 1024,
    timeout: 30_000,
  });
  return turboPlanProblems(JSON.parse(stdout) as TurboPlan, Object.keys(CANARY));
}

/** Builds the payment remote and the gateway with secrets in the environment, so the check holds whoever built dist/ and how. */
async function canaryBuild(): Promise<string[]> {
  const out = mkdtempSync(path.join(tmpdir(), 'secret-scan-'));
  const signal = AbortSignal.timeout(240_000);
  try {
    const env = { ...process.env, ...CANARY, NODE_OPTIONS: '--import=tsx' };
    await run(path.join(BIN, 'webpack'), ['--mode', 'production', '--output-path', path.join(out, 'mf-payment')], {
      cwd: path.join(REPO_ROOT, 'mf-payment'),
      env,
      maxBuffer: 32 * 1024 * 1024,
      signal,
    });
    await run(path.join(BIN, 'tsx'), ['build.ts', path.join(out, 'api-gateway', 'main.js')], {
      cwd: path.join(REPO_ROOT, 'api-gateway'),
      env: { ...process.env, ...CANARY },
      signal,
    });

    const files = filesUnder(out);
    const problems: string[] = [];
    // The scan sees the real thing: the payment remote with its checkout call, and the gateway.
    const names = new Set(files.map((file) => path.basename(file)));
    for (const name of ['remoteEntry.js', 'mf-manifest.json', 'main.js'])
      if (!names.has(name)) problems.push(`the build made with secrets has no ${name}`);
    if (
      !filesUnder(path.join(out, 'mf-payment')).some((file) => readFileSync(file, 'utf8').includes('payment/checkout'))
    )
      problems.push('the payment remote built with secrets has no checkout call');
    return [
      ...problems,
      ...findings(files, canaryValues()).map(
        (finding) => `a build made with secrets in its environment holds one: ${finding}`,
      ),
    ];
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const checks: Array<[string, () => string[] | Promise<string[]>]> = [
    ['the production build', buildsToScan],
    ['the build plan', turboPlan],
    ['a build made with secrets in its environment', canaryBuild],
  ];
  let failed = false;
  for (const [name, check] of checks) {
    const problems = await Promise.resolve()
      .then(check)
      .catch((error: unknown) => [`could not be checked: ${error instanceof Error ? error.message : String(error)}`]);
    failed ||= problems.length > 0;
    console.log(
      problems.length === 0
        ? `✓ ${name}: no secret`
        : `✘ ${name}:\n${problems.map((problem) => `    ${problem}`).join('\n')}`,
    );
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
