import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import net from 'node:net';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { databaseFile, openDatabase } from './store/sqlite-database.ts';
import { SqliteOutboxStore } from './outbox/outbox-store.ts';
import { SmtpSink } from './mail/testing/smtp-sink.ts';
import { DATASET_DIR } from './paths.ts';
import { spawnGatewayProcess } from './testing/start-gateway-process.ts';

const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

function spawnGateway(env: Record<string, string>) {
  return spawnGatewayProcess({ DATA_DIR: tempDir('gateway-main-'), RATE_LIMIT_MAX: '0', ...env });
}

/** Runs the gateway expecting it to refuse to start. */
function runToExit(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawnGateway(env);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

const STACK_LINE = /^\s+at .+/m;

/** The JSON log lines a process wrote to one of its streams: every start-up error is one, as every other line is. */
function jsonLines(output: string): { level: number; msg: string; service: string; problems?: string[] }[] {
  return output
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { level: number; msg: string; service: string; problems?: string[] });
}

/** Runs the gateway with `env` expecting it to exit 1 before listening, with one fatal line listing `problems`. */
async function expectRefusedConfiguration(env: Record<string, string>, problems: string[]): Promise<void> {
  const { code, stdout, stderr } = await runToExit(env);
  expect(code).toBe(1);
  expect(jsonLines(stderr)).toEqual([expect.objectContaining({ level: 60, msg: 'Invalid configuration', problems })]);
  expect(stderr).not.toMatch(STACK_LINE);
  expect(stdout).not.toContain('gateway listening');
}

describe('start-up of the gateway process', () => {
  it('exits 1 naming file, item and field when the dataset is broken, without a stack trace', async () => {
    const dataset = tempDir('gateway-dataset-');
    cpSync(DATASET_DIR, dataset, { recursive: true });
    const file = path.join(dataset, 'clinics.json');
    const clinics = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[];
    clinics[1]!.image = 'https://images.example.com/obolon.jpg';
    writeFileSync(file, JSON.stringify(clinics));

    const { code, stdout, stderr } = await runToExit({ CONTENT_DATASET_DIR: dataset });
    expect(code).toBe(1);
    expect(jsonLines(stderr)).toEqual([
      expect.objectContaining({
        level: 60,
        service: 'api-gateway',
        msg: expect.stringContaining(
          'Invalid dataset: clinics.json, item #1 (slug "klinika-na-oboloni"), locale uk, field "image": must be a /media/… path',
        ),
      }),
    ]);
    expect(stderr + stdout).not.toMatch(STACK_LINE);
    expect(stdout).not.toContain('gateway listening');
  }, 40_000);

  it('exits 1 listing what is wrong with the configuration, without a stack trace', async () => {
    await expectRefusedConfiguration({ CONTENT_CACHE_TTL_SECONDS: 'soon', CONTENT_UPSTREAM_TIMEOUT_MS: '0' }, [
      'CONTENT_CACHE_TTL_SECONDS: must be an integer of at least 1',
      'CONTENT_UPSTREAM_TIMEOUT_MS: must be an integer of at least 1',
    ]);
  }, 40_000);

  it('refuses a production start without PAYMENT_KEY, unless practice payments are asked for', async () => {
    await expectRefusedConfiguration({ NODE_ENV: 'production' }, [
      'PAYMENT_KEY: is required with NODE_ENV=production (or set PAYMENT_SANDBOX=true to take practice payments, with no money charged)',
    ]);
  }, 40_000);

  it('exits 1 with one line when the port is taken, never delivering the outbox of the instance that holds it', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as AddressInfo).port;
    const smtp = await new SmtpSink().start();
    const dataDir = tempDir('gateway-busy-');
    const db = openDatabase(databaseFile(dataDir));
    new SqliteOutboxStore(db).enqueue('mail', {
      from: 'site@clinic.test',
      to: 'desk@clinic.test',
      subject: 'queued by the running instance',
      text: 'x',
    });
    db.close();
    try {
      const { code, stdout, stderr } = await runToExit({
        PORT: String(port),
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        LOG_LEVEL: 'silent',
      });
      expect(code).toBe(1);
      expect(jsonLines(stderr)).toEqual([
        expect.objectContaining({
          level: 60,
          msg: `Cannot listen on 127.0.0.1:${port}: the port is already in use (EADDRINUSE)`,
        }),
      ]);
      expect(stdout).toBe('');
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.stop();
      await new Promise((resolve) => holder.close(resolve));
    }
  }, 40_000);

  it('exits 1 with one line naming DATA_DIR when it cannot be written', async () => {
    const file = path.join(tempDir('gateway-datadir-'), 'a-file');
    writeFileSync(file, 'not a folder');
    const dataDir = path.join(file, 'var');
    const { code, stdout, stderr } = await runToExit({ DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(jsonLines(stderr)).toEqual([
      expect.objectContaining({ level: 60, msg: `DATA_DIR ${dataDir} is not a writable folder (ENOTDIR)` }),
    ]);
    expect(stderr + stdout).not.toMatch(STACK_LINE);
  }, 40_000);

  it('starts with CONTENT_UPSTREAM_URL alone: content from the CMS, reviews kept locally with a warning; in production without PUBLIC_URL, one warning about links', async () => {
    const cmsRequests: string[] = [];
    const cms = http.createServer((req, res) => {
      cmsRequests.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify([]));
    });
    await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
    const dataDir = tempDir('gateway-upstream-');
    const child = spawnGateway({
      CONTENT_UPSTREAM_URL: `http://127.0.0.1:${(cms.address() as AddressInfo).port}/`,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PAYMENT_SANDBOX: 'true',
      SMPT_URL: 'smtp://mail.clinic.test',
    });
    const logs: { level: number; msg: string; url?: string }[] = [];
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    createInterface({ input: child.stdout }).on('line', (line) => logs.push(JSON.parse(line)));
    try {
      const url = await vi.waitFor(
        () =>
          logs.find((entry) => entry.msg === 'gateway listening')?.url ??
          Promise.reject(new Error(`not listening yet: ${stderr}`)),
        { timeout: 30_000, interval: 100 },
      );
      expect(logs).toContainEqual(
        expect.objectContaining({
          level: 40,
          msg: expect.stringContaining(
            'REVIEWS_UPSTREAM_TOKEN is not set: reviews are kept in DATA_DIR/gateway.sqlite',
          ),
        }),
      );
      // In production without PUBLIC_URL, links follow the Host a request names: said once, at start.
      expect(logs.filter((entry) => entry.msg.startsWith('PUBLIC_URL is not set'))).toEqual([
        expect.objectContaining({ level: 40, msg: expect.stringContaining('name the host each request sends') }),
      ]);
      expect(logs.filter((entry) => entry.msg.startsWith('PAYMENT_SANDBOX=true'))).toEqual([
        expect.objectContaining({ level: 40, msg: expect.stringContaining('no money charged') }),
      ]);

      // A slip in a variable's name is not silently ignored.
      expect(logs).toContainEqual(
        expect.objectContaining({
          level: 40,
          msg: 'SMPT_URL is not a variable of the gateway and is ignored: did you mean SMTP_URL?',
        }),
      );

      expect((await fetch(`${url}/api/uk/api/vacancies/get-vacancies/`)).status).toBe(200);
      expect(cmsRequests).toEqual(['GET /api/uk/api/vacancies/get-vacancies/']);

      const review = {
        config: 'review',
        page: `${url}/clinics/center`,
        fields: {
          firstName: 'Олена',
          phone: '38(050) 123-45-67',
          comment: 'Дякую',
          relationType: 'clinic',
          relationSlug: 'center',
        },
      };
      expect(
        (
          await fetch(`${url}/mail/send`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(review),
          })
        ).status,
      ).toBe(202);
      const stored = await vi.waitFor(
        () => {
          const db = new Database(databaseFile(dataDir), { readonly: true, fileMustExist: true });
          try {
            const rows = db.prepare("SELECT name, comment, relation_slug FROM reviews WHERE name = 'Олена'").all();
            if (rows.length === 0) throw new Error('review not stored yet');
            return rows;
          } finally {
            db.close();
          }
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(stored).toEqual([{ name: 'Олена', comment: 'Дякую', relation_slug: 'center' }]);
      expect(cmsRequests.filter((request) => request.includes('create-review'))).toEqual([]);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await new Promise((resolve) => cms.close(resolve));
    }
  }, 60_000);

  it('on SIGTERM under load: not ready at once but still serving for SHUTDOWN_DELAY_MS, then no new connection; every request taken is answered, none reset; exit 0', async () => {
    const dataDir = tempDir('gateway-drain-');
    const child = spawnGateway({ DATA_DIR: dataDir, SHUTDOWN_DELAY_MS: '1500', SHUTDOWN_DRAIN_MS: '8000' });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const logs: { msg: string; url?: string }[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => logs.push(JSON.parse(line)));
    const url = await vi.waitFor(
      () =>
        logs.find((entry) => entry.msg === 'gateway listening')?.url ??
        Promise.reject(new Error(`not listening yet: ${stderr}`)),
      { timeout: 30_000, interval: 100 },
    );
    const order = (name: string) =>
      JSON.stringify({
        config: 'order',
        page: `${url}/likari`,
        fields: { firstName: name, phone: '38(050) 123-45-67' },
      });
    const post = (name: string) =>
      fetch(`${url}/mail/send`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: order(name) });

    const accepted: string[] = [];
    const statuses = new Set<number>();
    const failures: string[] = [];
    let load = true;
    const loops = Array.from({ length: 6 }, async (_, loop) => {
      for (let i = 0; load; i++) {
        try {
          const response = await post(`Пацієнт ${loop}-${i}`);
          statuses.add(response.status);
          if (response.status === 202) accepted.push(((await response.json()) as { id: string }).id);
          else await response.arrayBuffer();
        } catch (error) {
          // Refused is what a new connection gets once the listener is closed; anything else (a reset) lost a request.
          failures.push(String((error as { cause?: { code?: string } }).cause?.code ?? error));
          return;
        }
      }
    });

    // A request the gateway has taken but not yet read to the end when the listener closes.
    const { port } = new URL(url);
    const slow = net.connect(Number(port), '127.0.0.1');
    let slowAnswer = '';
    slow.setEncoding('utf8').on('data', (chunk: string) => (slowAnswer += chunk));
    const slowClosed = new Promise((resolve) => slow.on('close', resolve));
    const body = order('Повільний Запит');
    slow.write(
      `POST /mail/send HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
    );

    await vi.waitFor(() => expect(accepted.length).toBeGreaterThan(30), { timeout: 20_000 });
    const signalled = Date.now();
    child.kill('SIGTERM');
    await vi.waitFor(async () => expect((await fetch(`${url}/readyz`)).status).toBe(503), {
      timeout: 1_000,
      interval: 20,
    });
    // Still served: a load balancer that has not yet seen the 503 loses nothing; the connection is not kept.
    const during = await post('Під Час Затримки');
    expect(during.status).toBe(202);
    expect(during.headers.get('connection')).toBe('close');
    accepted.push(((await during.json()) as { id: string }).id);

    // Then the listener closes: a new connection is refused, which a proxy passes on to another replica.
    const refused = await vi.waitFor(
      async () => {
        const error = await fetch(`${url}/healthz`).then(
          () => undefined,
          (failure: { cause?: { code?: string } }) => failure.cause?.code,
        );
        if (!error) throw new Error('still listening');
        // This probe may itself be the connection the kernel completed in the instant the socket closed; the
        // next one tells whether the listener now refuses.
        if (error === 'ECONNRESET') throw new Error('reset while the listener closed');
        return error;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(refused).toBe('ECONNREFUSED');
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1_400);

    slow.write(body.slice(20));
    await slowClosed;
    expect(slowAnswer).toMatch(/^HTTP\/1\.1 202 /);
    expect(slowAnswer).toMatch(/\r\nConnection: close\r\n/i);
    const slowId = (JSON.parse(slowAnswer.split('\r\n\r\n')[1]!) as { id: string }).id;

    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(8_000);
    load = false;
    await Promise.all(loops);

    expect([...statuses]).toEqual([202]);
    expect(failures.filter((code) => code !== 'ECONNREFUSED')).toEqual([]);
    const db = new Database(databaseFile(dataDir), { readonly: true });
    try {
      const queued = new Set(
        (db.prepare("SELECT id FROM outbox WHERE kind = 'mail'").all() as { id: string }[]).map((row) => row.id),
      );
      expect([...accepted, slowId].filter((id) => !queued.has(id))).toEqual([]);
    } finally {
      db.close();
    }
  }, 60_000);

  it('exits after SHUTDOWN_DRAIN_MS even when a request in hand never finishes', async () => {
    const child = spawnGateway({ SHUTDOWN_DELAY_MS: '0', SHUTDOWN_DRAIN_MS: '1500' });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const logs: { msg: string; url?: string }[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => logs.push(JSON.parse(line)));
    const url = await vi.waitFor(
      () =>
        logs.find((entry) => entry.msg === 'gateway listening')?.url ?? Promise.reject(new Error('not listening yet')),
      { timeout: 30_000, interval: 100 },
    );
    const stuck = net.connect(Number(new URL(url).port), '127.0.0.1');
    stuck.on('error', () => {});
    stuck.write(
      'POST /mail/send HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalled = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(1);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(1_400);
    expect(took).toBeLessThan(5_000);
    expect(logs.map((entry) => entry.msg)).toContain(
      'shutdown: requests still in hand after the drain time, exiting anyway',
    );
    stuck.destroy();
  }, 40_000);
});
