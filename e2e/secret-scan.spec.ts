import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './support/test.ts';
import { REMOTE_DIRS } from '../api-gateway/src/static/static-router.ts';
import { REPO_ROOT } from './support/gateway.ts';
import { E2E_MERCHANT } from './support/merchant.ts';

// Runs after `npm run build` (npm test): the production build must exist, and must not skip.
const run = promisify(execFile);
const BUILD_DIRS = ['shell', ...REMOTE_DIRS, 'api-gateway'].map((app) => path.join(REPO_ROOT, app, 'dist'));
const BIN = path.join(REPO_ROOT, 'node_modules', '.bin');

/** Secrets of the gateway's configuration, set to values no build may carry. */
const CANARY = {
  PAYMENT_SECRET: `canary-payment-secret-${randomUUID()}`,
  REVIEWS_UPSTREAM_TOKEN: `canary-reviews-token-${randomUUID()}`,
  SMTP_URL: `smtp://clinic:canary-smtp-pass-${randomUUID()}@127.0.0.1:2525`,
};
const canaryValues = () => [CANARY.PAYMENT_SECRET, CANARY.REVIEWS_UPSTREAM_TOKEN, new URL(CANARY.SMTP_URL).password];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every `file: needle` pair where a file holds a needle (as is, upper-cased, or reversed as in a signature). */
function findings(files: string[], needles: string[]): string[] {
  const forms = needles.flatMap((needle) => [needle, needle.toUpperCase(), [...needle].reverse().join('')]);
  return files.flatMap((file) => {
    const text = readFileSync(file, 'latin1');
    return forms.filter((form) => text.includes(form)).map((form) => `${path.relative(REPO_ROOT, file)}: ${form}`);
  });
}

test.describe('the merchant secret and other gateway secrets are in no build', () => {
  test('every app has a production build to scan', () => {
    for (const dir of BUILD_DIRS) {
      expect(existsSync(dir), `${path.relative(REPO_ROOT, dir)} is missing: run npm run build first`).toBe(true);
      expect(filesUnder(dir).length, `${path.relative(REPO_ROOT, dir)} is empty`).toBeGreaterThan(0);
    }
  });

  test("no file of the build holds the e2e gateway's secret or a secret of this environment", () => {
    const fromEnvironment = [process.env.PAYMENT_SECRET, process.env.REVIEWS_UPSTREAM_TOKEN].filter((value): value is string => (value ?? '').length >= 8);
    const files = BUILD_DIRS.flatMap((dir) => (existsSync(dir) ? filesUnder(dir) : []));
    expect(files.length).toBeGreaterThan(BUILD_DIRS.length);
    expect(findings(files, [E2E_MERCHANT.secret, ...fromEnvironment])).toEqual([]);
  });

  test('turbo hands no secret of the environment to a build task', async () => {
    const { stdout } = await run(path.join(BIN, 'turbo'), ['run', 'build', '--dry=json'], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...CANARY, TURBO_TELEMETRY_DISABLED: '1' },
      maxBuffer: 32 * 1024 * 1024,
    });
    type Env = { configured: string[] | null; inferred: string[] | null; passthrough: string[] | null };
    const plan = JSON.parse(stdout) as { envMode: string; globalCacheInputs: { environmentVariables: Env }; tasks: { taskId: string; envMode: string; environmentVariables: Env }[] };
    expect(plan.tasks.length).toBeGreaterThan(5);
    // Strict mode: a task sees only the variables turbo.json names.
    expect(plan.envMode).toBe('strict');
    const seen = [plan.globalCacheInputs.environmentVariables, ...plan.tasks.map((task) => task.environmentVariables)].flatMap((env) => [
      ...(env.configured ?? []),
      ...(env.inferred ?? []),
      ...(env.passthrough ?? []),
    ]);
    expect(seen.filter((entry) => Object.keys(CANARY).includes(entry.split('=')[0]!))).toEqual([]);
    expect(plan.tasks.filter((task) => task.envMode !== 'strict').map((task) => task.taskId)).toEqual([]);
  });

  test('a build made with secrets in its environment carries none of them', async () => {
    // Built here rather than read from dist/, so the check holds whoever built dist/ and how.
    test.setTimeout(240_000);
    const out = mkdtempSync(path.join(tmpdir(), 'secret-scan-'));
    try {
      const env = { ...process.env, ...CANARY, NODE_OPTIONS: '--import=tsx' };
      await run(path.join(BIN, 'webpack'), ['--mode', 'production', '--output-path', path.join(out, 'mf-payment')], { cwd: path.join(REPO_ROOT, 'mf-payment'), env, maxBuffer: 32 * 1024 * 1024 });
      await run(path.join(BIN, 'tsx'), ['build.ts', path.join(out, 'api-gateway', 'main.js')], { cwd: path.join(REPO_ROOT, 'api-gateway'), env: { ...process.env, ...CANARY } });

      const files = filesUnder(out);
      // The scan sees the real thing: the payment remote with its checkout call, and the gateway.
      expect(files.map((file) => path.basename(file))).toEqual(expect.arrayContaining(['remoteEntry.js', 'mf-manifest.json', 'main.js']));
      expect(filesUnder(path.join(out, 'mf-payment')).some((file) => readFileSync(file, 'utf8').includes('payment/checkout'))).toBe(true);
      expect(findings(files, canaryValues())).toEqual([]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
