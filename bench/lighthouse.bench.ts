// Lighthouse performance (mobile preset, simulated throttling) of the home page and a doctor
// page from the production build: score, LCP, CLS and TBT, median of several runs.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { REPO_ROOT, startBuiltGateway } from '../e2e/support/gateway.ts';
import { median } from './support/stats.ts';
import { benchSetting } from './support/settings.ts';

const RUNS = benchSetting('BENCH_RUNS', 3);
// What the pages must reach on a phone.
const TARGET = { score: 98, lcp: 1_500, tbt: 100, cls: 0.02 };
const PAGES = ['/', '/likari/dermatolohiia/olena-kovalenko'];
const LIGHTHOUSE = path.join(REPO_ROOT, 'node_modules', '.bin', 'lighthouse');

interface Sample {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
}

interface LighthouseResult {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue: number }>;
}

const run = promisify(execFile);

async function audit(url: string): Promise<Sample> {
  const { stdout } = await run(
    LIGHTHOUSE,
    [
      url,
      '--only-categories=performance',
      '--output=json',
      '--quiet',
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as LighthouseResult;
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: report.audits['largest-contentful-paint']!.numericValue,
    cls: report.audits['cumulative-layout-shift']!.numericValue,
    tbt: report.audits['total-blocking-time']!.numericValue,
  };
}

/** Lighthouse sometimes loses its own trace on this VM (NO_NAVSTART): such a run is made again, twice at most. */
async function auditWithRetry(url: string, attemptsLeft = 3): Promise<Sample> {
  try {
    return await audit(url);
  } catch (error) {
    if (attemptsLeft <= 1 || !String((error as { stderr?: string }).stderr ?? error).includes('NO_NAVSTART'))
      throw error;
    return auditWithRetry(url, attemptsLeft - 1);
  }
}

const gateway = await startBuiltGateway();
const rows = [];
try {
  for (const page of PAGES) {
    const samples: Sample[] = [];
    for (let index = 0; index < RUNS; index += 1) samples.push(await auditWithRetry(`${gateway.url}${page}`));
    const score = median(samples.map((sample) => sample.score));
    const lcp = median(samples.map((sample) => sample.lcp));
    const tbt = median(samples.map((sample) => sample.tbt));
    const cls = median(samples.map((sample) => sample.cls));
    const meets = score >= TARGET.score && lcp <= TARGET.lcp && tbt <= TARGET.tbt && cls <= TARGET.cls;
    rows.push({
      page,
      'score (median)': score,
      'LCP ms': Math.round(lcp),
      CLS: Number(cls.toFixed(3)),
      'TBT ms': Math.round(tbt),
      'scores of runs': samples.map((sample) => sample.score).join(' / '),
      [`meets score ≥ ${TARGET.score}, LCP ≤ ${TARGET.lcp} ms, TBT ≤ ${TARGET.tbt} ms, CLS ≤ ${TARGET.cls}`]: meets
        ? 'yes'
        : 'NO',
    });
  }
} finally {
  await gateway.stop();
}
console.log(`Lighthouse ${RUNS} runs per page, mobile preset (simulated slow 4G, 4× CPU), Chromium ${CHROMIUM_PATH}:`);
console.table(rows);
