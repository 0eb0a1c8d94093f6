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
    const req = {
      get: (name: string) => (name === 'x-request-id' ? 'nginx-0123456789abcdef' : undefined),
    } as unknown as Request;
    const res = { setHeader: () => res } as unknown as Response;
    // As the federation runtime does, while a page renders.
    requestContext()(req, res, () => {
      console.warn('[ Federation Runtime ] %s: %o', 'Failed to get manifest', { remote: 'mf_search' });
      console.error(new Error('remote entry failed'));
    });
    console.log('outside any request');
    console.debug('below the level');

    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        source: 'console',
        requestId: 'nginx-0123456789abcdef',
        msg: "[ Federation Runtime ] Failed to get manifest: { remote: 'mf_search' }",
      }),
      expect.objectContaining({
        level: 50,
        source: 'console',
        requestId: 'nginx-0123456789abcdef',
        msg: expect.stringMatching(/^Error: remote entry failed\n\s+at /),
      }),
      expect.objectContaining({ level: 30, source: 'console', msg: 'outside any request' }),
    ]);
    expect(lines[2]).not.toHaveProperty('requestId');
  });
});

describe('createLogger', () => {
  it('shows the control characters of logged fields escaped, also those JSON leaves as they are, and leaves errors to their serializer', () => {
    let written = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.toString();
        done();
      },
    });
    const forged = 'A-1\u009b2J\u202eexe.txt\u007f\u001b[31m';
    createLogger('info', sink)
      .child({ order: forged })
      .warn(
        { report: { 'blocked-uri': [forged] }, err: new Error('kept') },
        'payment callback rejected: bad signature',
      );
    expect(written).not.toMatch(/[\u007f-\u009f\u202e]/);
    const line = JSON.parse(written) as {
      order: string;
      report: { 'blocked-uri': string[] };
      err: { message: string; stack: string };
    };
    expect(line.order).toBe('A-1\\u{9b}2J\\u{202e}exe.txt\\u{7f}\\u{1b}[31m');
    expect(line.report['blocked-uri']).toEqual([line.order]);
    expect(line.err).toMatchObject({ message: 'kept', stack: expect.stringContaining('Error: kept') });
  });
});
