import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFile } from '../store/sqlite-database.ts';
import { startGatewayProcess, type RunningGatewayProcess } from '../testing/start-gateway-process.ts';

// Together about 1.2 GB of bodies (base64 in JSON), three times the memory limit below and fifty times the budget of bodies in flight.
const CONCURRENT_POSTS = 90;
const CV_BYTES = 10 * 1024 * 1024 - 1024;
/** The gateway's resident memory at its peak must stay under this, whatever arrives at once. */
const PEAK_RSS_LIMIT_BYTES = 400 * 1024 * 1024;

/** The process's resident memory now (VmRSS) or at its peak since `resetPeakRss` (VmHWM), as Linux keeps them. */
function rss(pid: number, which: 'VmRSS' | 'VmHWM'): number {
  const line = new RegExp(`^${which}:\\s+(\\d+) kB$`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line![1]) * 1024;
}

/** Start-up (loading the server bundles, the dataset) peaks higher than serving does: the peak is counted from here. */
function resetPeakRss(pid: number): void {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

function outboxRows(dataDir: string): number {
  const db = new Database(databaseFile(dataDir), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(`SELECT COUNT(*) AS count FROM outbox WHERE kind = 'mail'`).get() as { count: number }).count;
  } finally {
    db.close();
  }
}

let gateway: RunningGatewayProcess;
beforeAll(async () => {
  // No per-client limit: one address stands for many visitors here, and only the shared budget is tested.
  gateway = await startGatewayProcess(
    { RATE_LIMIT_MAX: '0', CV_RATE_LIMIT_MAX: '0', LOG_LEVEL: 'warn' },
    { entry: 'build' },
  );
}, 60_000);
afterAll(() => gateway?.stop());

describe('CV uploads arriving all at once', () => {
  it(`${CONCURRENT_POSTS} posts of a 10 MB CV: memory stays bounded, each post gets 202 or a clear refusal, nothing accepted is lost`, async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(CV_BYTES - 9, 0x20)]);
    const body = JSON.stringify({
      config: 'vacancies',
      page: `${gateway.url}/vacancies`,
      fields: {
        firstName: 'Олена',
        phone: '38(050) 123-45-67',
        cv: { filename: 'cv.pdf', dataUrl: `data:application/pdf;base64,${pdf.toString('base64')}` },
      },
    });
    const pid = gateway.child.pid!;
    const before = rss(pid, 'VmRSS');
    resetPeakRss(pid);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT_POSTS }, async () => {
        try {
          const response = await fetch(`${gateway.url}/mail/vacancy`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body,
          });
          const answer = (await response.json()) as { error?: { message: string } };
          return {
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            message: answer.error?.message,
          };
        } catch (error) {
          return { status: 0, retryAfter: null, message: String(error) };
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const peak = rss(pid, 'VmHWM');
    const byStatus: Record<number, number> = {};
    for (const { status } of answers) byStatus[status] = (byStatus[status] ?? 0) + 1;
    const dbBytes =
      fs.statSync(databaseFile(gateway.dataDir)).size +
      (fs.statSync(`${databaseFile(gateway.dataDir)}-wal`, { throwIfNoEntry: false })?.size ?? 0);
    console.log(
      `${CONCURRENT_POSTS} concurrent ${(CV_BYTES / 1024 / 1024).toFixed(1)} MB CV posts in ${seconds.toFixed(1)} s: answers ${JSON.stringify(byStatus)}, ` +
        `RSS ${(before / 1024 / 1024).toFixed(0)} MB before, peak ${(peak / 1024 / 1024).toFixed(0)} MB (limit ${PEAK_RSS_LIMIT_BYTES / 1024 / 1024}), database ${(dbBytes / 1024 / 1024).toFixed(0)} MB`,
    );

    expect(peak).toBeLessThan(PEAK_RSS_LIMIT_BYTES);
    for (const answer of answers) {
      expect([202, 503]).toContain(answer.status);
      if (answer.status === 503) {
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
        expect(answer.message).toMatch(/uploads/);
      }
    }
    expect(byStatus[202]).toBeGreaterThan(0);
    // Every 202 is a message in the outbox (queued or already delivered).
    expect(outboxRows(gateway.dataDir)).toBe(byStatus[202]);
    expect(fs.readdirSync(path.join(gateway.dataDir)).length).toBeGreaterThan(0);
  }, 180_000);
});
