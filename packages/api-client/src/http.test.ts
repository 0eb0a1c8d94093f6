import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { apiUrl, setApiBase } from '@clinic/api-client/base';
import { IDEMPOTENCY_KEY_PATTERN } from '@clinic/contracts/idempotency';
import { ApiError, getJson, postJson } from './http.ts';
import { json, startApiServer, apiServerForEachTest } from './testing/api-server.ts';

const Greeting = v.object({ text: v.string(), count: v.pipe(v.string(), v.transform(Number)) });

const server = apiServerForEachTest();

describe('apiUrl', () => {
  it('puts the path under the API base and leaves out empty parameters', () => {
    setApiBase('/');
    expect(
      apiUrl('/api/uk/api/doctors/get-doctors/', {
        page: 2,
        direction_slug: 'urolohiia',
        clinic_slug: undefined,
        category_slug: '',
      }),
    ).toBe('/api/uk/api/doctors/get-doctors/?page=2&direction_slug=urolohiia');
    setApiBase('https://api.clinic.example/v1');
    expect(apiUrl('mail/send')).toBe('https://api.clinic.example/v1/mail/send');
  });
});

describe('getJson', () => {
  it('asks for JSON under /api/{locale}/api/ and answers what the schema makes of it', async () => {
    server.answer((_request, res) => json(res, 200, { text: 'привіт', count: '3' }));
    expect(await getJson(`/api/uk/api/greetings/?name=${encodeURIComponent('Олена')}`, Greeting)).toEqual({
      text: 'привіт',
      count: 3,
    });
    expect(server.received).toEqual([
      expect.objectContaining({ method: 'GET', url: `/api/uk/api/greetings/?name=${encodeURIComponent('Олена')}` }),
    ]);
    expect(server.received[0]!.headers.accept).toBe('application/json');
  });

  it('turns an answer the schema refuses into an ApiError that says what was wrong', async () => {
    server.answer((_request, res) => json(res, 200, { text: 7 }));
    const error = await getJson('/api/en/api/greetings/', Greeting).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 200,
      message: expect.stringMatching(/^Unexpected response: [\s\S]*\btext\b/),
    });
  });

  it('turns the gateway’s error body into an ApiError with its status, message and fields', async () => {
    server.answer((_request, res) =>
      json(res, 400, {
        error: {
          status: 400,
          message: 'Invalid query parameter: page',
          fields: { page: 'must be a positive integer' },
        },
      }),
    );
    await expect(getJson('/api/uk/api/greetings/?page=0', Greeting)).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'Invalid query parameter: page',
      fields: { page: 'must be a positive integer' },
    });
  });

  it('gives any other failed answer its status, with no fields', async () => {
    server.answer(
      (_request, res) => void res.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad gateway</h1>'),
    );
    await expect(getJson('/api/uk/api/greetings/', Greeting)).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status 502',
      fields: {},
    });
  });

  it('reports a network failure as status 0', async () => {
    const gone = await startApiServer();
    await gone.close();
    setApiBase(gone.base);
    await expect(getJson('/api/uk/api/greetings/', Greeting)).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      message: 'Network error',
    });
  });

  it('lets an abort through as it is, not as an ApiError', async () => {
    server.answer(() => undefined);
    const controller = new AbortController();
    const answer = getJson('/api/uk/api/greetings/', Greeting, controller.signal);
    await expect.poll(() => server.received.length).toBe(1);
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('postJson', () => {
  it('posts the body as JSON to one of the gateway’s own endpoints and checks the answer', async () => {
    server.answer((_request, res) => json(res, 202, { text: 'queued', count: '1' }));
    expect(await postJson('mail/send', { config: 'order', fields: { firstName: 'Олена' } }, Greeting)).toEqual({
      text: 'queued',
      count: 1,
    });
    const [request] = server.received;
    expect(request).toMatchObject({ method: 'POST', url: '/mail/send' });
    expect(request!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual({ config: 'order', fields: { firstName: 'Олена' } });
  });

  /** Answers the first `busy` posts 503 with `Retry-After: retryAfter` (when given), the rest 202. */
  const busyFor = (busy: number, retryAfter?: string) =>
    server.answer((_request, res) => {
      if (server.received.length > busy) return json(res, 202, { text: 'queued', count: '1' });
      res.writeHead(503, { 'Content-Type': 'application/json', ...(retryAfter && { 'Retry-After': retryAfter }) });
      res.end(JSON.stringify({ error: { status: 503, message: 'The database is unavailable; try again shortly' } }));
    });

  it('sends a post the gateway did not take again once its short Retry-After has passed, and answers what that got', async () => {
    busyFor(1, '1');
    const started = performance.now();
    expect(await postJson('mail/order', { fields: { firstName: 'Олена' } }, Greeting)).toEqual({
      text: 'queued',
      count: 1,
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    expect(server.received.map((request) => request.body)).toEqual([
      '{"fields":{"firstName":"Олена"}}',
      '{"fields":{"firstName":"Олена"}}',
    ]);
  });

  it('tries three times in all: a third 503 is the visitor’s error', async () => {
    busyFor(3, '0');
    await expect(postJson('mail/order', {}, Greeting)).rejects.toMatchObject({ name: 'ApiError', status: 503 });
    expect(server.received).toHaveLength(3);
  });

  it('fails at once on a 503 that asks for a long wait or names none, and on any other failure', async () => {
    for (const retryAfter of ['300', undefined, 'Fri, 27 Nov 2026 10:00:00 GMT']) {
      server.received.length = 0;
      busyFor(1, retryAfter);
      await expect(postJson('mail/vacancy', {}, Greeting)).rejects.toMatchObject({ status: 503 });
      expect(server.received).toHaveLength(1);
    }
    server.received.length = 0;
    server.answer((_request, res) => json(res, 500, { error: { status: 500, message: 'Internal error' } }));
    await expect(postJson('mail/order', {}, Greeting)).rejects.toMatchObject({ status: 500 });
    expect(server.received).toHaveLength(1);
  });

  const keysSent = () => server.received.map((request) => request.headers['idempotency-key']);

  it('names each post with an Idempotency-Key and sends the same key on its own retries', async () => {
    busyFor(2, '0');
    await postJson('mail/order', { fields: { firstName: 'Олена' } }, Greeting);
    const keys = keysSent();
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(new Set(keys).size).toBe(1);
  });

  it('sends the same key when the same form is sent again after a failure, and a new one after a success', async () => {
    const body = { config: 'order', fields: { firstName: 'Олена', phone: '38(050) 123-45-67' } };
    // A proxy gave up on the first post: the visitor was told it failed, and sends the form again.
    server.answer((_request, res) => void res.writeHead(504, { 'Content-Type': 'text/html' }).end('<h1>504</h1>'));
    await expect(postJson('mail/order', body, Greeting)).rejects.toMatchObject({ status: 504 });
    server.answer((_request, res) => json(res, 202, { text: 'queued', count: '1' }));
    await postJson('mail/order', body, Greeting);
    // The next booking is a booking of its own, even with the same fields.
    await postJson('mail/order', body, Greeting);
    // And a different form after a failure is no repeat of it.
    server.answer((_request, res) => json(res, 500, { error: { status: 500, message: 'Internal error' } }));
    await expect(postJson('mail/order', body, Greeting)).rejects.toMatchObject({ status: 500 });
    server.answer((_request, res) => json(res, 202, { text: 'queued', count: '1' }));
    await postJson('mail/order', { ...body, fields: { ...body.fields, firstName: 'Ірина' } }, Greeting);
    const [first, again, next, failed, other] = keysSent();
    expect(again).toBe(first);
    expect(next).not.toBe(first);
    expect(failed).not.toBe(next);
    expect(other).not.toBe(failed);
  });

  it('stops waiting to send again when the post is aborted (its dialog closed)', async () => {
    busyFor(1, '10');
    const controller = new AbortController();
    const answer = postJson('mail/order', {}, Greeting, controller.signal);
    await expect.poll(() => server.received.length).toBe(1);
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.received).toHaveLength(1);
  });
});
