import { Writable } from 'node:stream';
import type { Request, Response } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { requestContext } from './http/request-context.ts';
import { createLogger, routeConsole } from './logger.ts';

const original = { ...console };
afterEach(() => Object.assign(console, original));

describe('routeConsole', () => {
  it('turns what code prints with console into JSON lines at its level, with the id of the request it runs for', () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    routeConsole(createLogger('info', sink));
    const req = { get: (name: string) => (name === 'x-request-id' ? 'nginx-0123456789abcdef' : undefined) } as unknown as Request;
    const res = { setHeader: () => res } as unknown as Response;
    // As the federation runtime does, while a page renders.
    requestContext()(req, res, () => {
      console.warn('[ Federation Runtime ] %s: %o', 'Failed to get manifest', { remote: 'mf_search' });
      console.error(new Error('remote entry failed'));
    });
    console.log('outside any request');
    console.debug('below the level');

    expect(lines).toEqual([
      expect.objectContaining({ level: 40, source: 'console', requestId: 'nginx-0123456789abcdef', msg: "[ Federation Runtime ] Failed to get manifest: { remote: 'mf_search' }" }),
      expect.objectContaining({ level: 50, source: 'console', requestId: 'nginx-0123456789abcdef', msg: expect.stringMatching(/^Error: remote entry failed\n\s+at /) }),
      expect.objectContaining({ level: 30, source: 'console', msg: 'outside any request' }),
    ]);
    expect(lines[2]).not.toHaveProperty('requestId');
  });
});
