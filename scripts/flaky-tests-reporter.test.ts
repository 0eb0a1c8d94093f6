import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startVitest } from 'vitest/node';
import { FlakyTestsReporter } from './flaky-tests-reporter.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flaky-tests-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('names a test that passed only on its retry, and nothing when every test passed the first time', async () => {
  fs.writeFileSync(
    path.join(dir, 'sample.test.js'),
    `let tries = 0;
    describe('the sample', () => {
      it('passes the second time', () => expect(++tries).toBe(2));
      it('passes at once', () => expect(1).toBe(1));
    });`,
  );
  const printed: string[] = [];
  const run = async () => {
    const vitest = await startVitest('test', [], {
      root: dir,
      config: false,
      globals: true,
      retry: 1,
      watch: false,
      reporters: [new FlakyTestsReporter((text) => printed.push(text))],
    });
    await vitest.close();
    return vitest.state.getCountOfFailedTests();
  };
  expect(await run()).toBe(0);
  expect(printed).toEqual([
    '\nFlaky: 1 test passed only when tried again:\n  sample.test.js > the sample > passes the second time (passed on try 2)\n',
  ]);

  printed.length = 0;
  fs.writeFileSync(path.join(dir, 'sample.test.js'), `it('passes at once', () => expect(1).toBe(1));`);
  expect(await run()).toBe(0);
  expect(printed).toEqual([]);
});
