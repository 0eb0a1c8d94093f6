import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../store/sqlite-database.ts';
import { SqliteReleaseRegistry } from './release-registry.ts';
import { remoteFiles } from './remote-files.ts';
import { remotesCommand, type RemotesCommandContext } from './remotes-command.ts';
import { HOST, startStaticOrigin, writeBuild, type StaticOrigin } from './testing/remote-build.ts';

let origin: StaticOrigin;
const DEFAULTS = {
  mf_content: '/remotes/mf-content/mf-manifest.json',
  mf_booking: '/remotes/mf-booking/mf-manifest.json',
  mf_payment: '/remotes/mf-payment/mf-manifest.json',
  mf_search: '',
};

beforeAll(async () => {
  origin = await startStaticOrigin();
  writeBuild(path.join(origin.dir, 'v0'), { version: 'v0' });
  writeBuild(path.join(origin.dir, 'v1'), { version: 'v1' });
  writeBuild(path.join(origin.dir, 'v2'), { version: 'v2' });
  writeBuild(path.join(origin.dir, 'broken'), { version: 'v3', exposes: ['./search'] });
});
afterAll(() => origin.close());

function context(): RemotesCommandContext {
  return {
    registry: new SqliteReleaseRegistry(openDatabase(':memory:')),
    defaults: { ...DEFAULTS, mf_search: `${origin.url}/v0/mf-manifest.json` },
    fetch: remoteFiles({ appsDir: '/nonexistent', timeoutMs: 1_000 }),
    host: HOST,
    pollMs: 2_000,
  };
}

const url = (build: string) => `${origin.url}/${build}/mf-manifest.json`;

describe('npm run remotes', () => {
  it('promotes, rolls back and shows what is live with its history', async () => {
    const team = context();
    expect(await remotesCommand(['promote', 'mf-search', url('v1')], team)).toEqual({ code: 0, lines: [`mf-search: ${url('v1')} (v1) is live; replicas follow within 3 s`] });
    expect((await remotesCommand(['promote', 'mf-search', url('v2')], team)).code).toBe(0);
    expect(await remotesCommand(['rollback', 'mf-search'], team)).toEqual({ code: 0, lines: [`mf-search: rolled back to ${url('v1')} (v1); replicas follow within 3 s`] });
    const { code, lines } = await remotesCommand(['status', 'mf-search'], team);
    expect(code).toBe(0);
    expect(lines[0]).toBe('mf-search');
    expect(lines[1]).toMatch(new RegExp(`^  live     ${url('v1')}  version v1  since \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC$`));
    expect(lines.slice(3).map((line) => line.replace(/^ {4}\S+ \S+ UTC {2}/, ''))).toEqual([
      `rollback ${url('v2')} (v2) -> ${url('v1')} (v1)`,
      `promote  ${url('v1')} (v1) -> ${url('v2')} (v2)`,
      `promote  ${url('v0')} -> ${url('v1')} (v1)`,
    ]);
    expect((await remotesCommand(['rollback', 'mf-search'], team)).lines).toEqual([`mf-search: rolled back to ${url('v0')} (v0); replicas follow within 3 s`]);
    expect(await remotesCommand(['rollback', 'mf-search'], team)).toEqual({ code: 1, lines: ['mf-search: nothing to roll back to: no build was promoted over the default'] });
  });

  it('refuses a broken build in one line, exit 1, and leaves the live build as it was', async () => {
    const team = context();
    expect(await remotesCommand(['promote', 'mf-search', url('broken')], team)).toEqual({
      code: 1,
      lines: ['mf-search: refused: the build does not expose ./search-box, which the shell needs (it exposes ./search)'],
    });
    expect((await remotesCommand(['promote', 'mf-search', url('missing')], team)).lines).toEqual([`mf-search: refused: manifest ${url('missing')} answered 404`]);
    expect(await team.registry.events()).toEqual([]);
  });

  it('gives a canary to a share of visitors until the next promote, which ends it', async () => {
    const team = context();
    expect((await remotesCommand(['canary', 'mf-search', url('v2'), '25'], team)).lines).toEqual([
      `mf-search: ${url('v2')} (v2) goes to 25% of visitors, ${url('v0')} to the rest; replicas follow within 3 s`,
    ]);
    expect((await remotesCommand(['status', 'mf-search'], team)).lines[2]).toMatch(new RegExp(`^  canary   ${url('v2')}  version v2  25% of visitors  since `));
    expect((await remotesCommand(['promote', 'mf-search', url('v2')], team)).lines).toEqual([`mf-search: ${url('v2')} (v2) is live; the canary ended; replicas follow within 3 s`]);
    expect((await remotesCommand(['status', 'mf-search'], team)).lines[2]).toBe('  history');
  });

  it('answers a wrong command with what is wrong, exit 2', async () => {
    const team = context();
    expect(await remotesCommand(['promote', 'mf-serch', url('v1')], team)).toEqual({ code: 2, lines: ['unknown remote mf-serch: one of mf-content, mf-booking, mf-payment, mf-search'] });
    expect(await remotesCommand(['canary', 'mf-search', url('v1'), '150'], team)).toEqual({ code: 2, lines: ["mf-search: the canary's percent must be an integer from 0 to 100"] });
    expect(await remotesCommand(['promote', 'mf-search', 'ftp://x/m.json'], team)).toEqual({ code: 2, lines: ['mf-search: ftp://x/m.json is not an http(s) URL or a path on the gateway (/remotes/…)'] });
    expect((await remotesCommand(['deploy'], team)).code).toBe(2);
    expect((await remotesCommand([], team)).code).toBe(2);
  });
});
