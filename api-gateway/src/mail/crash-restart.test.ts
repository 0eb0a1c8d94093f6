import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGatewayProcess, type GatewayProcess } from '../testing/start-gateway-process.ts';
import { SmtpSink } from './testing/smtp-sink.ts';

const PHONE = '38(050) 123-45-67';

let dir: string;
let smtp: SmtpSink;
const children: ChildProcess[] = [];

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-crash-'));
  smtp = new SmtpSink();
});
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await smtp.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The real gateway (`src/main.ts`) as a child process, its outbox in `dir`. */
async function launchGateway(smtpUrl: string): Promise<{ child: GatewayProcess; url: string }> {
  const gateway = await startGatewayProcess(
    { SMTP_URL: smtpUrl, MAIL_RETRY_BASE_MS: '100', MAIL_RETRY_MAX_MS: '300' },
    { dataDir: dir, timeoutMs: 20_000 },
  );
  children.push(gateway.child);
  return gateway;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

describe('a gateway killed after answering 202', () => {
  it('delivers the accepted mail after it is started again', { timeout: 60_000 }, async () => {
    // A port with no SMTP server on it yet: the outage.
    await smtp.start();
    const smtpUrl = smtp.url;
    await smtp.stop();

    const first = await launchGateway(smtpUrl);
    const accepted: string[] = [];
    for (const firstName of ['Олена', 'Ірина', 'Андрій']) {
      const response = await fetch(`${first.url}/mail/send`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ config: 'order', page: `${first.url}/`, fields: { firstName, phone: PHONE } }),
      });
      expect(response.status).toBe(202);
      accepted.push(((await response.json()) as { id: string }).id);
    }
    first.child.kill('SIGKILL');
    await exited(first.child);

    await smtp.start();
    await launchGateway(smtpUrl);
    const mails = await smtp.waitFor(3, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mails).toHaveLength(3);
    expect(mails.map((mail) => mail.messageId?.replace(/^<|@.*$/g, '')).sort()).toEqual([...accepted].sort());
    expect(mails.map((mail) => /Імʼя: (.*)/.exec(mail.text ?? '')?.[1]).sort()).toEqual(
      ['Андрій', 'Ірина', 'Олена'].sort(),
    );
  });

  it('sends a message again after a crash between the SMTP server taking it and the outbox marking it, with the same Message-ID', {
    timeout: 60_000,
  }, async () => {
    await smtp.start();
    const first = await launchGateway(smtp.url);
    // The server has the message; the gateway dies before it hears "250 OK".
    smtp.beforeAccept = async () => {
      smtp.beforeAccept = undefined;
      first.child.kill('SIGKILL');
      await exited(first.child);
    };
    const response = await fetch(`${first.url}/mail/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        config: 'order',
        page: `${first.url}/`,
        fields: { firstName: 'Двічі Надіслана', phone: PHONE },
      }),
    });
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    await exited(first.child);
    expect(smtp.received).toHaveLength(1);

    await launchGateway(smtp.url);
    const [original, resent] = await smtp.waitFor(2, 20_000);
    expect(original!.messageId).toBe(`<${id}@clinic.local>`);
    expect(resent!.messageId).toBe(original!.messageId);
    expect(resent!.text).toBe(original!.text);
  });

  it('finishes and keeps everything on SIGTERM', { timeout: 60_000 }, async () => {
    await smtp.start();
    const gateway = await launchGateway(smtp.url);
    const response = await fetch(`${gateway.url}/mail/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        config: 'declaration',
        page: `${gateway.url}/`,
        fields: { pib: 'Іваненко Олена', phone: PHONE, birthday: '01.02.1990' },
      }),
    });
    expect(response.status).toBe(202);
    await smtp.waitFor(1, 10_000);
    gateway.child.kill('SIGTERM');
    await exited(gateway.child);
    expect(gateway.child.exitCode).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });
});
