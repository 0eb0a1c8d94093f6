import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { readFederationHost } from './federation-host-file.ts';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

/** A shell's dist/ with its server folder, and the federation-host.json given (none when undefined). */
function shellDist(federationHost?: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  folders.push(dist);
  fs.mkdirSync(path.join(dist, 'ssr'));
  if (federationHost !== undefined) fs.writeFileSync(path.join(dist, 'ssr', 'federation-host.json'), federationHost);
  return dist;
}

describe('what the shell offers a remote’s build', () => {
  it('is read from beside its server bundle', () => {
    const host = { shared: { react: { version: '19.2.0' } }, contract: '^1.1.0' };
    expect(readFederationHost(shellDist(JSON.stringify(host)), undefined, true)).toEqual(host);
  });

  it('stops a gateway with a server bundle when it is missing or unreadable, naming the file, rather than accepting any build', () => {
    expect(() => readFederationHost(shellDist(), undefined, true)).toThrow(
      /ssr\/federation-host\.json cannot be read \(.*\): the shell's build is incomplete; build the shell again/,
    );
    expect(() => readFederationHost(shellDist('{"shared":'), undefined, true)).toThrow(
      /the shell's build is incomplete/,
    );
  });

  it('is not needed to serve pages as the bare template, without a server bundle: a warning says what goes unchecked', () => {
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    expect(readFederationHost(shellDist(), logger)).toEqual({ shared: {} });
    expect(lines.join('')).toContain('shared versions of remote builds are not checked');
  });
});
