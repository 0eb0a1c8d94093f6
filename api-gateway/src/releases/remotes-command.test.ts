import path from 'node:path';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractWindow } from '@clinic/contracts/federation-host';
import { SqliteReleaseRegistry } from '@clinic/releases/release-registry';
import { SqliteReleaseStore } from '@clinic/releases/release-store';
import { buildIdOf } from '@clinic/releases/release-check';
import { remoteFiles } from '@clinic/releases/remote-files';
import { remotesCommand, type RemotesCommandContext } from '@clinic/releases/remotes-command';
import { openDatabase } from '../store/sqlite-database.ts';
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
  const aside = { 'doctor-page.aside': './doctor-page.aside' };
  writeBuild(path.join(origin.dir, 'reviews'), {
    remote: 'mf_reviews',
    version: 'reviews',
    exposes: ['./doctor-page.aside'],
    slots: aside,
  });
  writeBuild(path.join(origin.dir, 'reviews-home'), {
    remote: 'mf_reviews',
    version: 'reviews-home',
    exposes: ['./home.sections'],
    slots: { 'home.sections': './home.sections' },
  });
});
afterAll(() => origin.close());

function context(): RemotesCommandContext {
  const db = openDatabase(':memory:');
  return {
    registry: new SqliteReleaseRegistry(db),
    store: new SqliteReleaseStore(db),
    actor: 'operator',
    defaults: { ...DEFAULTS, mf_search: `${origin.url}/v0/mf-manifest.json` },
    fetch: remoteFiles({ appsDir: '/nonexistent', timeoutMs: 1_000, maxBytes: 1_000_000 }),
    host: HOST,
    pollMs: 2_000,
  };
}

const url = (build: string) => `${origin.url}/${build}/mf-manifest.json`;
/** A build as the command names it: its URL, version and identity (its manifest's hash). */
const named = (build: string) =>
  `${url(build)} (${build}, build ${buildIdOf(readFileSync(path.join(origin.dir, build, 'mf-manifest.json'), 'utf8'))})`;

/** A shell's build folder as its release has it: what the shell accepts, beside its server bundle. */
function shellBuild(contract: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shell-build-'));
  mkdirSync(path.join(dir, 'ssr'));
  const host = { ...HOST, contract: { version: contract, accepts: contractWindow(contract) } };
  writeFileSync(path.join(dir, 'ssr', 'federation-host.json'), JSON.stringify(host));
  return dir;
}

describe('npm run remotes', () => {
  it('names each live build a new shell would refuse, before the shell is released', async () => {
    const operator = context();
    // The live build of mf-search was made against contract 1.1.0: a shell on the next major still takes it.
    const accepted = await remotesCommand(['compatible', shellBuild('2.0.0')], operator);
    expect(accepted.code).toBe(0);
    expect(accepted.lines[0]).toMatch(/^the shell in .+ accepts every live build \(1 judged\): it may be released$/);
    // The three others' manifests are not there in this test: said, and not counted as refusals.
    expect(accepted.lines.slice(1)).toEqual([
      expect.stringMatching(
        /^mf-content: \/remotes\/mf-content\/mf-manifest\.json cannot be read now \(.+\): not judged$/,
      ),
      expect.stringMatching(/^mf-booking: /),
      expect.stringMatching(/^mf-payment: /),
    ]);
    const refused = await remotesCommand(['compatible', shellBuild('3.0.0')], operator);
    expect(refused.code).toBe(1);
    expect(refused.lines[0]).toBe(
      `mf-search: the new shell refuses ${origin.url}/v0/mf-manifest.json: the build was made against @clinic/contracts 1.1.0; the shell is on 3.0.0 and accepts >=2.0.0 <4.0.0: update @clinic/contracts and rebuild`,
    );
    expect((await remotesCommand(['compatible', '/nonexistent'], operator)).code).toBe(2);
    expect(
      await remotesCommand(['compatible', shellBuild('3.0.0')], { ...operator, caller: 'mf_search', origins: [] }),
    ).toEqual({ code: 2, lines: ['A shell is released by an operator'], forbidden: true });
  });

  it('registers a new remote for open slots, and then gives it tokens, promote and status as the four have', async () => {
    const operator = context();
    expect(await remotesCommand(['promote', 'mf-reviews', url('reviews')], operator)).toEqual({
      code: 2,
      lines: [
        'unknown remote mf-reviews: one of mf-content, mf-booking, mf-payment, mf-search (an operator adds one with npm run remotes -- register)',
      ],
    });
    expect(await remotesCommand(['register', 'mf-reviews'], operator)).toEqual({
      code: 2,
      lines: ['register needs --slot <slot>: one or more of doctor-page.aside, home.sections'],
    });
    expect(await remotesCommand(['register', 'mf-reviews', '--slot', 'doctor-page.side'], operator)).toEqual({
      code: 2,
      lines: ['--slot doctor-page.side: the shell has no such open slot (it has doctor-page.aside, home.sections)'],
    });
    expect(await remotesCommand(['register', 'MF_Reviews', '--slot', 'home.sections'], operator)).toEqual({
      code: 2,
      lines: [
        "MF_Reviews is no remote's name: mf- and lower-case letters and digits, words joined by single hyphens (mf-reviews)",
      ],
    });
    expect((await remotesCommand(['register', 'mf-search', '--slot', 'home.sections'], operator)).lines).toEqual([
      "mf-search is one of the platform's remotes: it fills header.search already",
    ]);
    const registered = await remotesCommand(['register', 'mf-reviews', '--slot', 'doctor-page.aside'], operator);
    expect(registered.code).toBe(0);
    expect(registered.lines[0]).toMatch(/^mf-reviews: registered for doctor-page\.aside; replicas know it within 3 s/);

    const token = await remotesCommand(
      ['token', 'create', 'mf-reviews', '--name', 'reviews team', '--origin', origin.url],
      operator,
    );
    expect(token.code).toBe(0);
    expect((await remotesCommand(['status', 'mf-reviews'], operator)).lines.slice(0, 2)).toEqual([
      expect.stringMatching(/^mf-reviews {2}fills doctor-page\.aside {2}registered .+ UTC by operator$/),
      '  live     none: nothing promoted yet, its slots render nothing',
    ]);
    const team = { ...operator, caller: 'mf_reviews', actor: 'reviews team', origins: [origin.url] };
    // A build that fills another slot than the one it is registered for is refused, with the slot named.
    expect(await remotesCommand(['promote', 'mf-reviews', url('reviews-home')], team)).toEqual({
      code: 1,
      lines: [
        'mf-reviews: refused: the build does not fill doctor-page.aside, which mf_reviews is registered for (it fills home.sections)',
      ],
    });
    expect((await remotesCommand(['promote', 'mf-reviews', url('reviews')], team)).lines).toEqual([
      `mf-reviews: ${named('reviews')} is live; replicas follow within 3 s`,
    ]);
    expect((await remotesCommand(['status'], team)).lines[0]).toMatch(/^mf-reviews {2}fills doctor-page\.aside/);
    expect(await remotesCommand(['register', 'mf-reviews', '--slot', 'home.sections'], team)).toEqual({
      code: 2,
      lines: ['Remotes are registered by an operator'],
      forbidden: true,
    });
    // Registered again, it fills what it is registered for now; its place in the order of slots stays.
    const again = await remotesCommand(
      ['register', 'mf-reviews', '--slot', 'doctor-page.aside,home.sections'],
      operator,
    );
    expect(again.lines[0]).toMatch(/^mf-reviews: now fills doctor-page\.aside, home\.sections/);
  });

  it('ends preview links on the server: after their hours, or at once by revoke, and lists those still open', async () => {
    let now = Date.UTC(2026, 11, 1, 12);
    const team = { ...context(), now: () => now, previewLink: async () => 'https://site.example/?mf-preview=signed' };
    expect(await remotesCommand(['preview', 'mf-search', url('v1'), '--hours', '169'], team)).toEqual({
      code: 2,
      lines: ['mf-search: --hours must be a number of hours above 0 and at most 168'],
    });
    expect((await remotesCommand(['preview', 'mf-search', url('v1'), '--hours', '2'], team)).code).toBe(0);
    expect((await remotesCommand(['preview', 'mf-search', url('v2'), '--hours', '168'], team)).code).toBe(0);
    const id = (build: string) => buildIdOf(readFileSync(path.join(origin.dir, build, 'mf-manifest.json'), 'utf8'));
    expect((await remotesCommand(['preview', 'list'], team)).lines).toEqual([
      `mf-search  ${id('v1')}  ${named('v1')}  until 2026-12-01 14:00:00 UTC`,
      `mf-search  ${id('v2')}  ${named('v2')}  until 2026-12-08 12:00:00 UTC`,
    ]);
    now += 3 * 3_600_000;
    expect((await remotesCommand(['preview', 'list', 'mf-search'], team)).lines).toEqual([
      `mf-search  ${id('v2')}  ${named('v2')}  until 2026-12-08 12:00:00 UTC`,
    ]);
    expect(await remotesCommand(['preview', 'revoke', 'mf-search', id('v2')], team)).toEqual({
      code: 0,
      lines: [`mf-search: the preview link of ${named('v2')} is revoked; replicas unload it within 3 s`],
    });
    expect((await remotesCommand(['preview', 'list'], team)).lines).toEqual(['no preview link is open']);
    expect(await remotesCommand(['preview', 'revoke', 'mf-search', id('v1')], team)).toEqual({
      code: 1,
      lines: [`mf-search: no open preview of build ${id('v1')}`],
    });
    // A team sees and ends its own remote's links only.
    const searchTeam = { ...team, caller: 'mf_search' as const, actor: 'search team' };
    expect(await remotesCommand(['preview', 'revoke', 'mf-booking', id('v1')], searchTeam)).toEqual({
      code: 2,
      lines: ['This token is for mf-search, not mf-booking'],
      forbidden: true,
    });
  });

  it('promotes, rolls back and shows what is live with its history', async () => {
    const team = context();
    expect(await remotesCommand(['promote', 'mf-search', url('v1'), '--note', 'first release'], team)).toEqual({
      code: 0,
      lines: [`mf-search: ${named('v1')} is live; replicas follow within 3 s`],
    });
    expect((await remotesCommand(['promote', 'mf-search', url('v2')], team)).code).toBe(0);
    expect(await remotesCommand(['rollback', 'mf-search'], team)).toEqual({
      code: 0,
      lines: [`mf-search: rolled back to ${named('v1')}; replicas follow within 3 s`],
    });
    const { code, lines } = await remotesCommand(['status', 'mf-search'], team);
    expect(code).toBe(0);
    expect(lines[0]).toBe('mf-search');
    expect(lines[1]).toMatch(
      new RegExp(
        `^  live     ${url('v1')}  version v1  build [0-9a-f]{12}  since \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC$`,
      ),
    );
    // Who did what, and why, for each line.
    expect(lines.slice(3).map((line) => line.replace(/^ {4}\S+ \S+ UTC {2}/, ''))).toEqual([
      `rollback ${named('v2')} -> ${named('v1')}  by operator`,
      `promote  ${named('v1')} -> ${named('v2')}  by operator`,
      `promote  ${url('v0')} -> ${named('v1')}  by operator: first release`,
    ]);
    expect((await remotesCommand(['rollback', 'mf-search'], team)).lines).toEqual([
      `mf-search: rolled back to ${named('v0')}; replicas follow within 3 s`,
    ]);
    expect(await remotesCommand(['rollback', 'mf-search'], team)).toEqual({
      code: 1,
      lines: ['mf-search: nothing to roll back to: no build was promoted over the default'],
    });
  });

  it('shows in status each replica that refuses the live build, and why', async () => {
    const operator = context();
    expect((await remotesCommand(['promote', 'mf-search', url('v1')], operator)).code).toBe(0);
    const since = Date.UTC(2026, 11, 4, 9, 30, 0);
    const reason = 'mf_search: made against @clinic/contracts 1.1.0; the shell is on 3.0.0 and accepts >=2.0.0 <4.0.0';
    const replica = {
      remote: 'mf_search',
      manifestUrl: url('v1'),
      version: 'v1',
      buildId: 'a1b2c3d4e5f6',
      since,
    } as const;
    await operator.store.reportReplica('gateway-a', [
      { ...replica, replica: 'gateway-a', role: 'live', seenAt: Date.now() },
    ]);
    await operator.store.reportReplica('gateway-b', [
      { ...replica, replica: 'gateway-b', role: 'refused', seenAt: Date.now(), reason },
    ]);
    const { lines } = await remotesCommand(['status', 'mf-search'], operator);
    expect(lines.filter((line) => line.startsWith('  replica'))).toEqual([
      `  replica  gateway-a  live   ${url('v1')}  version v1  build a1b2c3d4e5f6  since 2026-12-04 09:30:00 UTC`,
      `  replica  gateway-b  REFUSES ${url('v1')}  version v1  build a1b2c3d4e5f6  since 2026-12-04 09:30:00 UTC: ${reason}`,
    ]);
  });

  it('promotes a build made before the shell’s patches and minors of every shared package, and refuses one needing a newer minor in one line', async () => {
    // The shell's singletons as its build lists them, one patch or minor past what the remote was built with.
    const host = {
      ...HOST,
      shared: {
        react: { version: '19.3.1' },
        'react/jsx-runtime': { version: '19.3.1' },
        'react-dom': { version: '19.3.1' },
        'react-dom/client': { version: '19.3.1' },
        'react-router-dom': { version: '7.18.5' },
        jotai: { version: '2.20.3' },
        'jotai/utils': { version: '2.20.3' },
        'react-intl': { version: '12.1.5' },
        '@clinic/state/': { version: '1.1.0' },
        '@clinic/i18n/': { version: '1.1.2' },
        '@clinic/ui/': { version: '1.2.0' },
        '@clinic/api-client/base': { version: '1.1.1' },
      },
    };
    const builtWith = (name: string, version: string, requiredVersion: string | false = `^${version}`) => ({
      name,
      version,
      singleton: true,
      requiredVersion,
    });
    const older = [
      builtWith('react', '19.2.0'),
      builtWith('react/jsx-runtime', '19.2.0'),
      builtWith('react-dom', '19.2.0'),
      builtWith('react-dom/client', '19.2.0'),
      builtWith('react-router-dom', '7.17.0'),
      builtWith('jotai', '2.9.3'),
      builtWith('jotai/utils', '2.9.3'),
      builtWith('react-intl', '12.1.0'),
      builtWith('@clinic/state/settled', '1.0.4'),
      // An exact range of a former platform release: the shell's patch still satisfies the caret it was built with.
      builtWith('@clinic/i18n/format', '1.1.0', '^1.1.0'),
      builtWith('@clinic/ui/button', '1.1.3'),
      builtWith('@clinic/api-client/base', '1.0.0', false),
    ];
    writeBuild(path.join(origin.dir, 'older'), { version: 'older', shared: older });
    const newer = older.map((shared) =>
      shared.name === '@clinic/i18n/format' ? builtWith(shared.name, '1.2.0') : shared,
    );
    writeBuild(path.join(origin.dir, 'newer'), { version: 'newer', shared: newer });
    const team = { ...context(), host };
    expect(await remotesCommand(['promote', 'mf-search', url('older')], team)).toEqual({
      code: 0,
      lines: [`mf-search: ${named('older')} is live; replicas follow within 3 s`],
    });
    expect(await remotesCommand(['promote', 'mf-search', url('newer')], team)).toEqual({
      code: 1,
      lines: ['mf-search: refused: the build needs @clinic/i18n/format ^1.2.0; the shell provides 1.1.2'],
    });
  });

  it('refuses a broken build in one line, exit 1, and leaves the live build as it was', async () => {
    const team = context();
    expect(await remotesCommand(['promote', 'mf-search', url('broken')], team)).toEqual({
      code: 1,
      lines: [
        'mf-search: refused: the build does not expose ./search-box, which the shell needs (it exposes ./search)',
      ],
    });
    expect((await remotesCommand(['promote', 'mf-search', url('missing')], team)).lines).toEqual([
      `mf-search: refused: manifest ${url('missing')} answered 404`,
    ]);
    expect(await team.registry.events()).toEqual([]);
  });

  it('gives a canary to a share of visitors until the next promote, which ends it', async () => {
    const team = context();
    expect((await remotesCommand(['canary', 'mf-search', url('v2'), '25'], team)).lines).toEqual([
      `mf-search: ${named('v2')} goes to 25% of visitors, ${url('v0')} to the rest; replicas follow within 3 s`,
    ]);
    expect((await remotesCommand(['status', 'mf-search'], team)).lines[2]).toMatch(
      new RegExp(`^  canary   ${url('v2')}  version v2  25% of visitors  since `),
    );
    expect((await remotesCommand(['promote', 'mf-search', url('v2')], team)).lines).toEqual([
      `mf-search: ${named('v2')} is live; the canary ended; replicas follow within 3 s`,
    ]);
    expect((await remotesCommand(['status', 'mf-search'], team)).lines[2]).toBe('  history');
  });

  it('ends a canary with abort, and with rollback while one runs, even when nothing was promoted before', async () => {
    const team = context();
    expect(await remotesCommand(['abort', 'mf-search'], team)).toEqual({
      code: 1,
      lines: ['mf-search: no canary is running'],
    });
    await remotesCommand(['canary', 'mf-search', url('v2'), '25'], team);
    expect(await remotesCommand(['rollback', 'mf-search', '--note', 'errors in the panel'], team)).toEqual({
      code: 0,
      lines: [
        `mf-search: the canary of ${named('v2')} ended; ${url('v0')} serves every visitor; replicas follow within 3 s`,
      ],
    });
    expect((await remotesCommand(['status', 'mf-search'], team)).lines.slice(1, 3)).toEqual([
      expect.stringMatching(/^ {2}live {5}.*v0/),
      '  history',
    ]);
    await remotesCommand(['canary', 'mf-search', url('v1'), '10'], team);
    expect((await remotesCommand(['abort', 'mf-search'], team)).lines[0]).toBe(
      `mf-search: the canary of ${named('v1')} ended; ${url('v0')} serves every visitor; replicas follow within 3 s`,
    );
    const history = (await remotesCommand(['status', 'mf-search'], team)).lines.filter((line) =>
      / (abort|canary) /.test(line),
    );
    expect(history.map((line) => line.replace(/^ {4}\S+ \S+ UTC {2}/, ''))).toEqual([
      `abort    ${named('v1')} -> ${url('v0')}  by operator`,
      `canary   ${url('v0')} -> ${named('v1')} to 10% of visitors  by operator`,
      `abort    ${named('v2')} -> ${url('v0')}  by operator: errors in the panel`,
      `canary   ${url('v0')} -> ${named('v2')} to 25% of visitors  by operator`,
    ]);
  });

  it('knows a build by its content: the same content again is no release, a changed build under a version in use is refused', async () => {
    const team = context();
    await remotesCommand(['promote', 'mf-search', url('v1')], team);
    expect((await remotesCommand(['promote', 'mf-search', url('v1')], team)).lines).toEqual([
      `mf-search: ${named('v1')} is live already`,
    ]);
    const { writeBuild: write } = await import('./testing/remote-build.ts');
    write(path.join(origin.dir, 'v1-again'), { version: 'v1', exposes: ['./search-box', './extra'] });
    const refusal = await remotesCommand(['promote', 'mf-search', url('v1-again')], team);
    expect(refusal.code).toBe(1);
    expect(refusal.lines[0]).toMatch(
      /^mf-search: refused: version v1 already names another build \([0-9a-f]{12}, promote .* UTC\): give each build a version of its own \(MF_BUILD_VERSION\)$/,
    );
  });

  it('creates, lists and revokes a team’s token, printed once and kept as a hash', async () => {
    const team = context();
    const created = await remotesCommand(
      [
        'token',
        'create',
        'mf-search',
        '--name',
        'search team',
        '--origin',
        'https://static.example/',
        '--origin',
        'http://127.0.0.1:8080',
      ],
      team,
    );
    expect(created.code).toBe(0);
    expect(created.lines[0]).toMatch(
      /^token [0-9a-f]{12} for mf-search \(search team\), builds from https:\/\/static\.example, http:\/\/127\.0\.0\.1:8080; it is shown only now:$/,
    );
    expect(created.lines[1]).toMatch(/^rel_[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$/);
    const id = created.lines[1]!.slice(4, 16);
    const stored = await team.store.tokens();
    expect(stored).toEqual([
      expect.objectContaining({
        id,
        remote: 'mf_search',
        name: 'search team',
        origins: ['https://static.example', 'http://127.0.0.1:8080'],
      }),
    ]);
    expect(JSON.stringify(stored)).not.toContain(created.lines[1]!.slice(17));
    expect((await remotesCommand(['token', 'list'], team)).lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${id}  mf-search   search team  created .* UTC  origins https://static.example http://127.0.0.1:8080$`,
        ),
      ),
    ]);
    expect(await remotesCommand(['token', 'revoke', id], team)).toEqual({
      code: 0,
      lines: [`token ${id} revoked: it is refused from now on`],
    });
    expect((await remotesCommand(['token', 'list'], team)).lines[0]).toContain('revoked');
    expect((await remotesCommand(['token', 'create', 'mf-search'], team)).code).toBe(2);
  });

  it('makes a token only with the origins its team’s builds come from, each one an origin', async () => {
    const team = context();
    const create = (...origins: string[]) =>
      remotesCommand(
        ['token', 'create', 'mf-search', '--name', 'search team', ...origins.flatMap((origin) => ['--origin', origin])],
        team,
      );
    expect(await create()).toEqual({
      code: 2,
      lines: [
        'token create needs --origin <url>, once for each origin the team serves its builds from (https://static.example.com)',
      ],
    });
    expect(await create('ftp://static.example')).toEqual({
      code: 2,
      lines: [
        "--origin ftp://static.example is not an http(s) URL: give the origin the team's builds are served from (https://static.example.com)",
      ],
    });
    expect(await create('https://static.example/mf-search/')).toEqual({
      code: 2,
      lines: [
        '--origin https://static.example/mf-search/ is more than an origin: give only scheme, host and port (https://static.example)',
      ],
    });
    expect(await team.store.tokens()).toEqual([]);
  });

  it('lists a token made before tokens had origins as one that checks no builds', async () => {
    const db = openDatabase(':memory:');
    const team = { ...context(), store: new SqliteReleaseStore(db) };
    await remotesCommand(
      ['token', 'create', 'mf-search', '--name', 'old team', '--origin', 'https://static.example'],
      team,
    );
    db.prepare('UPDATE release_tokens SET origins = NULL').run();
    expect(await team.store.tokens()).toEqual([expect.objectContaining({ name: 'old team', origins: [] })]);
    expect((await remotesCommand(['token', 'list'], team)).lines).toEqual([
      expect.stringMatching(
        /^[0-9a-f]{12} {2}mf-search {3}old team {2}created .* UTC {2}no origins: checks no builds until issued again with --origin$/,
      ),
    ]);
  });

  it('reads a team’s builds from its token’s origins alone, and checks none for a token without', async () => {
    const team = {
      ...context(),
      actor: 'search team',
      caller: 'mf_search' as const,
      origins: ['https://static.example'],
    };
    expect(await remotesCommand(['promote', 'mf-search', url('v1')], team)).toEqual({
      code: 2,
      lines: [`mf-search: refused: ${origin.url} is not one of the token's origins (https://static.example)`],
      forbidden: true,
    });
    expect((await remotesCommand(['promote', 'mf-search', url('v1')], { ...team, origins: [origin.url] })).code).toBe(
      0,
    );
    const old = { ...team, origins: [] };
    for (const args of [
      ['promote', 'mf-search', url('v2')],
      ['canary', 'mf-search', url('v2'), '5'],
      ['preview', 'mf-search', url('v2')],
      ['rollback', 'mf-search'],
    ])
      expect(await remotesCommand(args, old)).toEqual({
        code: 2,
        lines: [
          'This token has no registered origins: an operator must issue a new one with npm run remotes -- token create mf-search --name <team> --origin <url>',
        ],
        forbidden: true,
      });
    // Ending a canary reads nothing: a token from before may still do it.
    expect(await remotesCommand(['abort', 'mf-search'], old)).toEqual({
      code: 1,
      lines: ['mf-search: no canary is running'],
    });
  });

  it('lets a team’s caller act on its own remote only, and never on tokens', async () => {
    const team = { ...context(), actor: 'booking team', caller: 'mf_booking' as const };
    // The name is read from the command as it runs: an option's value before it is not taken for it.
    expect(await remotesCommand(['canary', '--note', 'mf-booking', 'mf-search', url('v1'), '0'], team)).toEqual({
      code: 2,
      lines: ['This token is for mf-booking, not mf-search'],
      forbidden: true,
    });
    expect((await remotesCommand(['token', 'list'], team)).forbidden).toBe(true);
    // Its status, named or not, is its own remote's.
    for (const args of [['status'], ['status', '--note', 'x'], ['status', 'mf-booking']]) {
      const { code, lines } = await remotesCommand(args, team);
      expect(code).toBe(0);
      expect(lines.filter((line) => /^mf-/.test(line))).toEqual(['mf-booking']);
    }
    expect(await team.registry.events()).toEqual([]);
  });

  it('answers a wrong command with what is wrong, exit 2', async () => {
    const team = context();
    expect(await remotesCommand(['promote', 'mf-serch', url('v1')], team)).toEqual({
      code: 2,
      lines: [
        'unknown remote mf-serch: one of mf-content, mf-booking, mf-payment, mf-search (an operator adds one with npm run remotes -- register)',
      ],
    });
    expect(await remotesCommand(['canary', 'mf-search', url('v1'), '150'], team)).toEqual({
      code: 2,
      lines: ["mf-search: the canary's percent must be an integer from 0 to 100"],
    });
    // URLs read `\\` as `/`: this names another host, not a path on the gateway.
    expect(await remotesCommand(['promote', 'mf-search', '/\\attacker.example/m.json'], team)).toEqual({
      code: 2,
      lines: ['mf-search: /\\attacker.example/m.json is not an http(s) URL or a path on the gateway (/remotes/…)'],
    });
    expect(await remotesCommand(['promote', 'mf-search', 'ftp://x/m.json'], team)).toEqual({
      code: 2,
      lines: ['mf-search: ftp://x/m.json is not an http(s) URL or a path on the gateway (/remotes/…)'],
    });
    expect((await remotesCommand(['deploy'], team)).code).toBe(2);
    expect((await remotesCommand([], team)).code).toBe(2);
  });
});
