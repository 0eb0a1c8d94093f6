import { describe, expect, it } from 'vitest';
import { fetchContent } from './content.ts';
import { ApiError } from './http.ts';
import { json, apiServerForEachTest } from './testing/api-server.ts';

// The client alone, against a stand-in on loopback; api-gateway/src/content/api-client.test.ts runs it against the real gateway.
const NO_DOCTORS = { list: [], count: 0, page_size: 12, next: null, prev: null };

const server = apiServerForEachTest();

describe('fetchContent', () => {
  it('asks for the path the operation’s contract names, with its parameters', async () => {
    server.answer((_request, res) => json(res, 200, NO_DOCTORS));
    expect(await fetchContent('en', 'doctors', { direction_slug: 'urolohiia', page: 2 })).toEqual(NO_DOCTORS);
    expect(server.received.map((request) => request.url)).toEqual([
      '/api/en/api/doctors/get-doctors/?direction_slug=urolohiia&page=2',
    ]);
  });

  it('puts the search query in the path, not in the parameters', async () => {
    server.answer((_request, res) => json(res, 200, { doctors: [], directions: [], diseases: [] }));
    await fetchContent('uk', 'search', { query: 'гіпертонія' });
    expect(server.received.map((request) => request.url)).toEqual([
      `/api/uk/api/search/find/${encodeURIComponent('гіпертонія')}/`,
    ]);
  });

  it('checks the answer against the operation’s schema', async () => {
    server.answer((_request, res) => json(res, 200, { ...NO_DOCTORS, count: -1 }));
    await expect(fetchContent('uk', 'doctors', {})).rejects.toMatchObject({
      name: 'ApiError',
      status: 200,
      message: expect.stringContaining('Unexpected response'),
    });
  });

  it('turns the gateway’s errors into typed ApiErrors', async () => {
    // As the gateway answers a search under 3 characters and a page past the end (api-gateway/src/content/router.test.ts).
    server.answer((request, res) =>
      request.url.startsWith('/api/uk/api/search/')
        ? json(res, 400, {
            error: {
              status: 400,
              message: 'Invalid query parameter: query',
              fields: { query: 'must be at least 3 characters' },
            },
          })
        : json(res, 404, { error: { status: 404, message: 'Not found' } }),
    );
    await expect(fetchContent('uk', 'search', { query: 'ак' })).rejects.toMatchObject({
      status: 400,
      fields: { query: 'must be at least 3 characters' },
    });
    await expect(fetchContent('uk', 'doctors', { page: 9 })).rejects.toBeInstanceOf(ApiError);
  });
});
