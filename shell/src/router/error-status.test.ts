import { describe, expect, it } from 'vitest';
import { errorStatus } from './error-status.ts';

describe('error status', () => {
  it.each([
    [{ statusCode: 404 }, 404],
    [{ status: 403 }, 403],
    [{ response: { status: 502 } }, 502],
    [new Error('boom'), 500],
    [null, 500],
    ['text', 500],
  ])('%j → %i', (error, status) => {
    expect(errorStatus(error)).toBe(status);
  });
});
