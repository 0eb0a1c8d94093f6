import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { startGateway } from '../testing/start-gateway.ts';
import { orderMail } from '../testing/order-mail.ts';
import { postMail } from '../mail/testing/post-mail.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const closers: (() => Promise<void>)[] = [];
afterAll(() => Promise.all(closers.map((close) => close())));

/** The real gateway logging JSON lines into `lines`. */
async function gatewayLoggingTo(lines: Record<string, unknown>[]): Promise<string> {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const gateway = await startGateway({ logger: createLogger('info', sink), mail: { startWorker: false } });
  closers.push(gateway.close);
  return gateway.url;
}

describe('Permissions-Policy', () => {
  it('turns off the browser features no page uses, on pages and on every other answer', async () => {
    const url = await gatewayLoggingTo([]);
    for (const path of ['/', '/en/likari', '/api/uk/api/clinics/get-clinics/', '/no-such-page']) {
      const policy = (await fetch(`${url}${path}`)).headers.get('permissions-policy');
      expect(policy, path).toContain('camera=()');
      expect(policy, path).toContain('microphone=()');
      expect(policy, path).toContain('geolocation=()');
    }
  });
});

describe('X-Request-Id', () => {
  it('is on every answer, an id the caller sent kept when well formed, and on every line logged for the request', async () => {
    const lines: Record<string, unknown>[] = [];
    const url = await gatewayLoggingTo(lines);

    const fresh = await fetch(`${url}/api/uk/api/clinics/get-clinics/`);
    expect(fresh.headers.get('x-request-id')).toMatch(UUID);
    const notFound = await fetch(`${url}/api/uk/api/nothing-here/`);
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('x-request-id')).toMatch(UUID);
    expect(notFound.headers.get('x-request-id')).not.toBe(fresh.headers.get('x-request-id'));

    const fromProxy = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';
    const mail = await postMail(url, orderMail(url), { 'X-Request-Id': fromProxy });
    expect(mail.status).toBe(202);
    expect(mail.headers.get('x-request-id')).toBe(fromProxy);
    // The mail router's own line and the request line, both of this request.
    const ofMail = lines.filter((line) => line.requestId === fromProxy).map((line) => line.msg);
    expect(ofMail).toEqual(['mail: queued', 'request completed']);

    const longest = 'a'.repeat(128);
    expect((await fetch(`${url}/healthz`, { headers: { 'X-Request-Id': longest } })).headers.get('x-request-id')).toBe(
      longest,
    );
    for (const malformed of [
      'short',
      'x'.repeat(129),
      'two words here',
      '"quoted-id-value"',
      'level:60,msg:forged',
      '<script>alert(1)</script>',
    ]) {
      const answer = await fetch(`${url}/healthz`, { headers: { 'X-Request-Id': malformed } });
      expect(answer.headers.get('x-request-id')).toMatch(UUID);
    }
    // Every line logged while a request was handled names it.
    const requestLines = lines.filter((line) => line.msg === 'request completed');
    expect(requestLines.length).toBeGreaterThanOrEqual(3);
    for (const line of requestLines) expect(line.requestId).toEqual(expect.any(String));
  });
});
