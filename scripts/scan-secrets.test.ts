import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { E2E_MERCHANT } from '../e2e/support/merchant.ts';
import { buildProblems, findings, turboPlanProblems, type TurboPlan } from './scan-secrets.ts';

const SECRET = E2E_MERCHANT.secret;
let root: string;

/** A folder standing in for one app's `dist/`, with the given files. */
function build(app: string, files: Record<string, string>): string {
  const dir = path.join(root, app, 'dist');
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'scan-secrets-test-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('findings', () => {
  it('finds a planted secret as is, upper-cased and reversed, naming the file', () => {
    const dir = build('mf-payment', {
      'as-is.js': `const key = "${SECRET}";`,
      'upper.js': `sign("${SECRET.toUpperCase()}")`,
      'chunks/reversed.js': `x="${[...SECRET].reverse().join('')}"`,
      'clean.js': 'nothing to see',
    });
    const found = findings(
      [
        path.join(dir, 'as-is.js'),
        path.join(dir, 'upper.js'),
        path.join(dir, 'chunks', 'reversed.js'),
        path.join(dir, 'clean.js'),
      ],
      [SECRET],
    );
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(/mf-payment\/dist\/as-is\.js: E2e-Merchant-Secret-7f3a$/);
    expect(found[1]).toMatch(/upper\.js: E2E-MERCHANT-SECRET-7F3A$/);
    expect(found[2]).toMatch(/chunks\/reversed\.js: a3f7-terceS-tnahcreM-e2E$/);
  });
});

describe('buildProblems', () => {
  it('passes a build that holds no secret', () => {
    const dirs = [
      build('shell', { 'main.js': 'a', 'index.html': 'b' }),
      build('mf-payment', { 'remoteEntry.js': 'c' }),
    ];
    expect(buildProblems(dirs, [SECRET])).toEqual([]);
  });

  it('fails a build with the merchant secret planted in one file', () => {
    const dirs = [
      build('shell', { 'main.js': 'a', 'index.html': 'b' }),
      build('mf-payment', { 'remoteEntry.js': `fetch("/payment/checkout", "${SECRET}")` }),
    ];
    expect(buildProblems(dirs, [SECRET])).toEqual([
      expect.stringMatching(
        /^a built file holds a secret: .*mf-payment\/dist\/remoteEntry\.js: E2e-Merchant-Secret-7f3a$/,
      ),
    ]);
  });

  it('fails when an app has no build or an empty one, rather than scanning nothing', () => {
    const empty = build('mf-search', {});
    const problems = buildProblems(
      [build('shell', { 'main.js': 'a', 'index.html': 'b' }), path.join(root, 'api-gateway', 'dist'), empty],
      [SECRET],
    );
    expect(problems).toEqual([
      expect.stringMatching(/api-gateway\/dist is missing: run npm run build first$/),
      expect.stringMatching(/mf-search\/dist is empty$/),
      'only 2 files to scan in 3 builds',
    ]);
  });
});

describe('turboPlanProblems', () => {
  const env = (passthrough: string[] = []) => ({ configured: [], inferred: [], passthrough });
  const plan = (tasks: TurboPlan['tasks'], envMode = 'strict'): TurboPlan => ({
    envMode,
    globalCacheInputs: { environmentVariables: env() },
    tasks,
  });
  const task = (taskId: string, envMode = 'strict', passthrough: string[] = []) => ({
    taskId,
    envMode,
    environmentVariables: env(passthrough),
  });
  const apps = ['shell', 'mf-content', 'mf-booking', 'mf-payment', 'mf-search'].map((app) =>
    task(`@clinic/${app}#build`),
  );

  it('passes a strict plan in which no task sees a secret', () => {
    expect(
      turboPlanProblems(plan([...apps, task('@clinic/api-gateway#build', 'strict', ['CI'])]), ['PAYMENT_SECRET']),
    ).toEqual([]);
  });

  it('fails a plan that hands a task a secret or runs one outside strict mode', () => {
    const problems = turboPlanProblems(
      plan([...apps, task('@clinic/api-gateway#build', 'loose', ['PAYMENT_SECRET=1f2e'])], 'loose'),
      ['PAYMENT_SECRET'],
    );
    expect(problems).toEqual([
      "turbo's env mode is loose, not strict",
      'turbo hands a build task PAYMENT_SECRET',
      '@clinic/api-gateway#build does not run in strict env mode',
    ]);
  });

  it('fails a plan too small to be the real build', () => {
    expect(turboPlanProblems(plan(apps.slice(0, 2)), [])).toEqual(['the build plan has only 2 tasks']);
  });
});
