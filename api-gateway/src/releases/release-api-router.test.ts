import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELEASE_API_PATH, releaseConnection, sendReleaseCommand } from '@clinic/contracts/release-api';
import { createToken } from '@clinic/releases/release-store';
import { createLogger } from '../logger.ts';
import { startGateway, type RunningGateway } from '../testing/start-gateway.ts';
import { answering, countingListeners, endlessBody, hugeBody } from './testing/counting-listener.ts';
import { startStaticOrigin, writeBuild, type StaticOrigin } from './testing/remote-build.ts';
import { freePort } from '../testing/services.ts';

let gateway: RunningGateway;
let origin: StaticOrigin;
let searchToken: string;
let bookingToken: string;
/** What the gateway logged, one JSON line each. */
const logs: Record<string, unknown>[] = [];
const logSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line));
    done();
  },
});
const OWN_BUILD = '/remotes/mf-search/mf-manifest.json';

beforeAll(async () => {
  [gateway, origin] = await Promise.all([
    startGateway({
      env: {
        SSR_REMOTE_POLL_MS: '100',
        REMOTE_FETCH_TIMEOUT_MS: '1500',
        REMOTE_FETCH_MAX_BYTES: '1000000',
        // More commands than one client may send a minute by default.
        RATE_LIMIT_MAX: '200',
      },
      logger: createLogger('info', logSink),
    }),
    startStaticOrigin(),
  ]);
  // A build whose manifest and files are all there, but whose server entry is no container.
  const react = { singleton: true, requiredVersion: '^19.2.0' };
  writeBuild(path.join(origin.dir, 'hollow'), {
    version: 'hollow',
    shared: [
      { name: 'react', version: '19.2.0', ...react },
      { name: 'react-dom', version: '19.2.0', ...react },
    ],
  });
  // The builds of these tests are on loopback: the operator registers that origin for the teams' tokens.
  searchToken = (await createToken(gateway.rendering.store, 'mf_search', 'search team', [origin.url])).token;
  bookingToken = (await createToken(gateway.rendering.store, 'mf_booking', 'booking team', [origin.url])).token;
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await origin?.close();
});

/** A request to the release API with `token`, its body as given. */
function post(token: string | undefined, body: string) {
  return fetch(`${gateway.url}${RELEASE_API_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
}

function command(token: string | undefined, ...args: string[]) {
  return post(token, JSON.stringify({ args }));
}

describe('the release API', () => {
  it('refuses a request without a token, or with one that is not ours, with 401', async () => {
    const none = await command(undefined, 'status');
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({
      error: { status: 401, message: 'A release token is required: Authorization: Bearer <token>' },
    });
    const forged = await command(`rel_000000000000.${'a'.repeat(43)}`, 'status');
    expect(forged.status).toBe(401);
    expect((await forged.json()).error.message).toBe('The release token is not valid (unknown or revoked)');
  });

  it('refuses a command for another remote, and an operator’s command, with 403', async () => {
    const other = await command(bookingToken, 'promote', 'mf-search', OWN_BUILD);
    expect(other.status).toBe(403);
    expect((await other.json()).error.message).toBe('This token is for mf-booking, not mf-search');
    const tokens = await command(searchToken, 'token', 'create', 'mf-search', '--name', 'someone');
    expect(tokens.status).toBe(403);
    expect((await command(searchToken, 'token', 'list')).status).toBe(403);
  });

  it('finds the remote a command acts on wherever its options stand, and refuses another team’s', async () => {
    // An option's value before the remote's name is not taken for the name.
    const noted = await command(bookingToken, 'canary', '--note', 'mf-booking', 'mf-search', OWN_BUILD, '0');
    expect(noted.status).toBe(403);
    expect((await noted.json()).error.message).toBe('This token is for mf-booking, not mf-search');
    expect((await command(bookingToken, 'rollback', '--note', 'x', 'mf-search')).status).toBe(403);
    // A team's status with an option is still its own remote's.
    const status = await command(searchToken, 'status', '--note', 'x');
    expect(status.status).toBe(200);
    expect(((await status.json()) as { lines: string[] }).lines.filter((line) => /^mf-/.test(line))).toEqual([
      'mf-search',
    ]);
    expect((await gateway.rendering.registry.events()).filter((event) => event.actor === 'booking team')).toEqual([]);
  });

  it('answers a team’s command with the local command’s lines, as its team, for its remote only', async () => {
    const status = await command(searchToken, 'status');
    expect(status.status).toBe(200);
    const { code, lines } = (await status.json()) as { code: number; lines: string[] };
    expect(code).toBe(0);
    expect(lines[0]).toBe('mf-search');
    expect(lines.filter((line) => /^mf-/.test(line))).toEqual(['mf-search']);
    const canary = await command(searchToken, 'canary', 'mf-search', OWN_BUILD, '0', '--note', 'warming up');
    expect(canary.status).toBe(200);
    expect((await gateway.rendering.registry.events()).at(-1)).toMatchObject({
      action: 'canary',
      actor: 'search team',
      note: 'warming up',
      percent: 0,
    });
    expect((await (await command(searchToken, 'abort', 'mf-search')).json()).lines[0]).toMatch(
      /^mf-search: the canary of .* ended;/,
    );
  });

  it('answers the team’s own client (clinic-remote release) as the local command would, and says why it cannot', async () => {
    const {
      gateway: named,
      token,
      args,
    } = releaseConnection(['status', `--gateway=${gateway.url}`, '--note', 'x', '--token', searchToken]);
    expect({ named, args }).toEqual({ named: gateway.url, args: ['status', '--note', 'x'] });
    const status = await sendReleaseCommand(named!, token, args);
    expect(status.code).toBe(0);
    expect(status.lines[0]).toBe('mf-search');
    expect(await sendReleaseCommand(gateway.url, bookingToken, ['abort', 'mf-search'])).toEqual({
      code: 3,
      lines: [`${gateway.url} answered 403: This token is for mf-booking, not mf-search`],
    });
    expect(await sendReleaseCommand(gateway.url, undefined, ['status'])).toEqual({
      code: 2,
      lines: ['a release token is required (--token or CLINIC_RELEASE_TOKEN): ask an operator for your remote’s token'],
    });
    expect((await sendReleaseCommand(`${origin.url}/nothing-here`, searchToken, ['status'])).lines).toEqual([
      `${origin.url}/nothing-here answered 404: no release API there`,
    ]);
  });

  it('logs every attempt, refused or not, with the token’s team and the command', async () => {
    const since = logs.length;
    await command('not-a-token-of-ours', 'status', 'mf-search');
    await command(bookingToken, 'rollback', 'mf-search');
    await command(searchToken, 'status', 'mf-search');
    expect((await post(searchToken, JSON.stringify({ args: 'status' }))).status).toBe(400);
    expect((await post(searchToken, '{"args": [')).status).toBe(400);
    const attempts = logs.slice(since).filter((line) => String(line.msg).startsWith('release API:'));
    expect(attempts).toEqual([
      expect.objectContaining({
        msg: 'release API: refused a request without a valid token',
        presented: 'not-a-token-of-o…',
      }),
      expect.objectContaining({
        msg: 'release API: refused a command outside what the token may do',
        actor: 'booking team',
        remote: 'mf_booking',
        command: 'rollback mf-search',
      }),
      expect.objectContaining({
        msg: 'release API: command run',
        actor: 'search team',
        remote: 'mf_search',
        command: 'status mf-search',
        code: 0,
      }),
      expect.objectContaining({
        msg: 'release API: refused a malformed command',
        actor: 'search team',
        remote: 'mf_search',
        fields: { args: expect.any(String) },
      }),
      expect.objectContaining({ msg: 'release API: refused a request before reading its command', status: 400 }),
    ]);
  });

  it('refuses a build whose server code does not load in the gateway, before any replica serves it (422)', async () => {
    const refused = await command(searchToken, 'promote', 'mf-search', `${origin.url}/hollow/mf-manifest.json`);
    expect(refused.status).toBe(422);
    expect((await refused.json()).lines).toEqual([
      expect.stringMatching(/^mf-search: refused: its server code does not load: /),
    ]);
  });

  it('signs a preview link: its holder gets the build in a page no cache keeps', async () => {
    const answer = await command(searchToken, 'preview', 'mf-search', OWN_BUILD, '--hours', '1');
    expect(answer.status).toBe(200);
    const link = ((await answer.json()) as { lines: string[] }).lines[1]!;
    expect(link).toMatch(new RegExp(`^${gateway.url}/\\?mf-preview=[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$`));
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/');
    const cookie = opened.headers.get('set-cookie')!.split(';')[0]!;
    await gateway.rendering.releases.sync();
    const page = await fetch(`${gateway.url}/en`, { headers: { cookie } });
    expect(page.headers.get('cache-control')).toContain('no-store');
    const plain = await fetch(`${gateway.url}/en`);
    expect(plain.headers.get('cache-control')).not.toContain('no-store');
  });

  it('refuses a revoked token from then on', async () => {
    const { token, record } = await createToken(gateway.rendering.store, 'mf_search', 'short-lived', [origin.url]);
    expect((await command(token, 'status')).status).toBe(200);
    await gateway.rendering.store.revokeToken(record.id, Date.now());
    expect((await command(token, 'status')).status).toBe(401);
  });
});

describe('the release API reads a team’s builds from its token’s origins only', () => {
  const { listen, closeAll } = countingListeners();
  afterAll(closeAll);
  const refusal = async (answer: Response) => ({ status: answer.status, body: await answer.json() });

  it('refuses a manifest outside the token’s origins before asking it anything, the same for an open port as a closed one', async () => {
    const open = await listen(answering('{}'));
    const closed = `http://127.0.0.1:${await freePort()}`;
    const answers = [];
    for (const outside of [open.url, closed])
      answers.push(await refusal(await command(searchToken, 'promote', 'mf-search', `${outside}/mf-manifest.json`)));
    expect(answers).toEqual(
      [open.url, closed].map((outside) => ({
        status: 403,
        body: {
          error: {
            status: 403,
            message: `mf-search: refused: ${outside} is not one of the token's origins (${origin.url})`,
          },
        },
      })),
    );
    expect(open.requests).toBe(0);
    for (const args of [
      ['canary', 'mf-search', `${open.url}/mf-manifest.json`, '5'],
      ['preview', 'mf-search', `${open.url}/mf-manifest.json`],
    ])
      expect((await command(searchToken, ...args)).status).toBe(403);
    expect(open.requests).toBe(0);
  });

  it('refuses a redirect to another origin, a body past REMOTE_FETCH_MAX_BYTES and one too slow, in one line each', async () => {
    const outside = await listen(answering('{}'));
    const team = await listen((req, res, listener) => {
      if (req.url === '/moved/mf-manifest.json')
        res.writeHead(302, { location: `${outside.url}/mf-manifest.json` }).end();
      else if (req.url === '/huge/mf-manifest.json') hugeBody(req, res, listener);
      else endlessBody(req, res, listener);
    });
    const token = (await createToken(gateway.rendering.store, 'mf_search', 'search team', [team.url])).token;
    const promote = async (build: string) => {
      const answer = await command(token, 'promote', 'mf-search', `${team.url}/${build}/mf-manifest.json`);
      return { status: answer.status, lines: ((await answer.json()) as { lines: string[] }).lines };
    };
    const refused = (build: string, why: string) => ({
      status: 422,
      lines: [`mf-search: refused: manifest ${team.url}/${build}/mf-manifest.json cannot be read: ${why}`],
    });
    expect(await promote('moved')).toEqual(refused('moved', `it redirects to another origin (${outside.url})`));
    expect(outside.requests).toBe(0);
    expect(await promote('huge')).toEqual(refused('huge', 'it is larger than 1000000 bytes (REMOTE_FETCH_MAX_BYTES)'));
    // Cut as it arrived: what left the host is the limit and what sockets buffer, not the 100 MB it had.
    expect(team.written).toBeLessThan(16 * 1024 * 1024);
    expect(await promote('slow')).toEqual(refused('slow', 'no answer in time'));
  });

  it('answers a path that names another host (/\\host/…) with 400 and one line', async () => {
    const answer = await command(searchToken, 'promote', 'mf-search', '/\\127.0.0.1/mf-manifest.json');
    expect(answer.status).toBe(400);
    expect((await answer.json()).lines).toEqual([
      'mf-search: /\\127.0.0.1/mf-manifest.json is not an http(s) URL or a path on the gateway (/remotes/…)',
    ]);
  });

  it('refuses a token without origins any check of a build: an operator issues it again with --origin', async () => {
    const open = await listen(answering('{}'));
    const { token } = await createToken(gateway.rendering.store, 'mf_search', 'old team', []);
    const answer = await command(token, 'promote', 'mf-search', `${open.url}/mf-manifest.json`);
    expect(answer.status).toBe(403);
    expect((await answer.json()).error.message).toBe(
      'This token has no registered origins: an operator must issue a new one with npm run remotes -- token create mf-search --name <team> --origin <url>',
    );
    expect(open.requests).toBe(0);
    expect((await command(token, 'status')).status).toBe(200);
  });
});
