import { describe, expect, it } from 'vitest';
import { operationUrl } from './operation-url.ts';
import { OPERATIONS } from './operations.ts';

describe('operationUrl', () => {
  it('puts the locale and the operation path under /api/{locale}/api/', () => {
    expect(operationUrl('uk', OPERATIONS.directions)).toBe('/api/uk/api/directions/get-directions/');
    expect(operationUrl('en', OPERATIONS.directions, {})).toBe('/api/en/api/directions/get-directions/');
  });

  it('adds the query parameters in the order given, leaving out empty ones', () => {
    expect(operationUrl('en', OPERATIONS.posts, { page: 2, category_slug: 'novyny-kliniky' })).toBe(
      '/api/en/api/blog/get-posts/?page=2&category_slug=novyny-kliniky',
    );
    expect(operationUrl('uk', OPERATIONS.posts, { page: 1, category_slug: undefined })).toBe(
      '/api/uk/api/blog/get-posts/?page=1',
    );
    expect(operationUrl('uk', OPERATIONS.posts, { category_slug: '' })).toBe('/api/uk/api/blog/get-posts/');
  });

  it('puts the search text in the path, encoded, and not in the parameters', () => {
    expect(operationUrl('uk', OPERATIONS.search, { query: 'акне / шкіра' })).toBe(
      `/api/uk/api/search/find/${encodeURIComponent('акне / шкіра')}/`,
    );
  });
});
