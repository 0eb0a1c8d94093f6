import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRelease } from '@clinic/releases/release-check';
import { remoteFiles } from '@clinic/releases/remote-files';
import { freePort } from '../testing/services.ts';
import { HOST, startStaticOrigin, writeBuild, type StaticOrigin } from './testing/remote-build.ts';

let origin: StaticOrigin;
let build = 0;
const fetch = remoteFiles({ appsDir: '/nonexistent', timeoutMs: 1_000, maxBytes: 1_000_000 });

beforeAll(async () => {
  origin = await startStaticOrigin();
});
afterAll(() => origin.close());

/** Uploads a build under a path of its own and answers its manifest URL. */
function upload(...args: Parameters<typeof writeBuild>[1 | 2][]): string {
  build += 1;
  writeBuild(path.join(origin.dir, `b${build}`), args[0] as never, args[1]);
  return `${origin.url}/b${build}/mf-manifest.json`;
}

const check = (manifestUrl: string, remote: 'mf_search' | 'mf_content' = 'mf_search', siteOrigin?: string) =>
  checkRelease({ remote, manifestUrl, fetch, host: HOST, siteOrigin });

describe('the release check', () => {
  it('passes a build that is what the shell needs, and answers its version', async () => {
    const result = await check(upload({ version: 'abc123' }));
    expect(result).toMatchObject({ ok: true, build: { remote: 'mf_search', version: 'abc123' } });
  });

  it('records the Subresource Integrity of every browser file as it read it, the entry’s among them', async () => {
    const manifestUrl = upload({ version: 'pinned' });
    const result = await check(manifestUrl);
    if (!result.ok) throw new Error(result.reason);
    const dir = path.join(origin.dir, `b${build}`);
    const sha384 = (file: string) =>
      `sha384-${createHash('sha384')
        .update(readFileSync(path.join(dir, file)))
        .digest('base64')}`;
    expect(result.build.entryIntegrity).toBe(sha384('remoteEntry.js'));
    expect(Object.keys(result.build.fileIntegrity).length).toBeGreaterThan(1);
    for (const [file, integrity] of Object.entries(result.build.fileIntegrity)) expect(integrity).toBe(sha384(file));
    // What the server alone runs is not pinned for browsers.
    expect(Object.keys(result.build.fileIntegrity).some((file) => file.startsWith('ssr/'))).toBe(false);
  });

  it('refuses a build that does not expose a module of the contract, naming it', async () => {
    expect(await check(upload({ exposes: ['./searchbox'] }))).toEqual({
      ok: false,
      reason: 'the build does not expose ./search-box, which the shell needs (it exposes ./searchbox)',
    });
  });

  it('refuses a build made against another React major, naming the versions', async () => {
    const shared = [
      { name: 'react', version: '18.3.1', singleton: true, requiredVersion: '^18.2.0' },
      { name: 'react-dom', version: '18.3.1', singleton: true, requiredVersion: '^18.2.0' },
    ];
    const result = await check(upload({ shared }));
    expect(result).toEqual({
      ok: false,
      reason: expect.stringContaining('needs react ^18.2.0; the shell provides 19.3.1'),
    });
  });

  it('refuses a build that needs a newer shared module than the shell provides', async () => {
    const shared = [
      { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.2.0' },
      { name: 'react-dom', version: '19.3.1', singleton: true, requiredVersion: '^19.2.0' },
      { name: 'react-intl', version: '12.1.5', singleton: true, requiredVersion: '^12.9.0' },
    ];
    expect(await check(upload({ shared }))).toEqual({
      ok: false,
      reason: 'the build needs react-intl ^12.9.0; the shell provides 12.1.5',
    });
  });

  it('refuses a build that bundles React instead of sharing it', async () => {
    const shared = [{ name: 'react-dom', version: '19.3.1', singleton: true, requiredVersion: '^19.2.0' }];
    expect(await check(upload({ shared }))).toEqual({
      ok: false,
      reason: expect.stringContaining('does not share react '),
    });
  });

  it('checks shared workspace modules against the shell’s package version, a build without a range by the version it carries', async () => {
    const shared = [
      { name: 'react', version: '19.3.1', singleton: true },
      { name: 'react-dom', version: '19.3.1', singleton: true },
      { name: '@clinic/state/settled', version: '2.0.0' },
    ];
    expect(await check(upload({ shared }))).toEqual({
      ok: false,
      reason: 'the build needs @clinic/state/settled ^2.0.0; the shell provides 1.0.0',
    });
  });

  it('refuses the manifest of another remote, a build without a server entry, and a manifest that is not one', async () => {
    expect(await check(upload({ remote: 'mf_booking' }))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('is the manifest of mf_booking, not mf_search'),
    });
    expect(await check(upload({ serverEntry: false }))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('names no server entry'),
    });
    const broken = upload({}, { name: 'mf_search', exposes: [] });
    expect(await check(broken)).toEqual({
      ok: false,
      reason: `${broken} is not a Module Federation manifest: metaData: Invalid key: Expected "metaData" but received undefined`,
    });
  });

  it('refuses a build any of whose files answers 404, browser or server, naming the file', async () => {
    const { rmSync } = await import('node:fs');
    const withoutChunk = upload();
    rmSync(path.join(origin.dir, `b${build}`, 'expose.1a2b3c4d.js'));
    expect(await check(withoutChunk)).toEqual({
      ok: false,
      reason: `file expose.1a2b3c4d.js of the build ${origin.url}/b${build}/expose.1a2b3c4d.js answered 404`,
    });
    const withoutServerEntry = upload();
    rmSync(path.join(origin.dir, `b${build}`, 'ssr', 'remoteEntry.js'));
    expect(await check(withoutServerEntry)).toEqual({
      ok: false,
      reason: `file ssr/remoteEntry.js of the build ${origin.url}/b${build}/ssr/remoteEntry.js answered 404`,
    });
  });

  it('refuses a build made against another major of the contract, or that records none', async () => {
    expect(await check(upload({ contract: '2.0.0' }))).toEqual({
      ok: false,
      reason:
        'the build was made against @clinic/contracts 2.0.0; the shell is on 1.1.0 and accepts ^1.0.0: update @clinic/contracts and rebuild',
    });
    expect(await check(upload({ contract: '1.0.3' }))).toMatchObject({ ok: true });
  });

  it('refuses a build whose browser entry is not a webpack container, as builds for the federation runtime were', async () => {
    expect(await check(upload({ container: null }))).toEqual({
      ok: false,
      reason:
        "the build's browser entry is not a webpack container the shell can load (metaData.container): rebuild it with @clinic/federation 2 or later",
    });
    expect(await check(upload({ container: 'webpack' }))).toMatchObject({ ok: true });
  });

  it('refuses a manifest that is missing, not JSON, or too slow, in one line each', async () => {
    expect(await check(`${origin.url}/none/mf-manifest.json`)).toEqual({
      ok: false,
      reason: `manifest ${origin.url}/none/mf-manifest.json answered 404`,
    });
    const url = upload();
    const { writeFileSync } = await import('node:fs');
    writeFileSync(path.join(origin.dir, `b${build}`, 'mf-manifest.json'), '<html>');
    expect(await check(url)).toEqual({ ok: false, reason: `manifest ${url} is not JSON` });
    const slow = upload();
    origin.delayMs = 1_500;
    try {
      expect(await check(slow)).toEqual({ ok: false, reason: `manifest ${slow} cannot be read: no answer in time` });
    } finally {
      origin.delayMs = 0;
    }
    const closed = `http://127.0.0.1:${await freePort()}/mf-manifest.json`;
    expect(await check(closed)).toEqual({ ok: false, reason: `manifest ${closed} cannot be read: ECONNREFUSED` });
  });

  it('holds a team’s build to its token’s origins: the manifest first, then every file it names, before any is read', async () => {
    const elsewhere = await startStaticOrigin();
    try {
      const outside = `${elsewhere.url}/mf-manifest.json`;
      expect(
        await checkRelease({ remote: 'mf_search', manifestUrl: outside, fetch, host: HOST, origins: [origin.url] }),
      ).toEqual({
        ok: false,
        reason: `manifest ${outside} is refused: ${elsewhere.url} is not one of the token's origins (${origin.url})`,
      });
      // A manifest on the team's origin that names its files on another host (its public path).
      const url = upload();
      const file = path.join(origin.dir, `b${build}`, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { metaData: { publicPath: string } };
      manifest.metaData.publicPath = `${elsewhere.url}/b/`;
      writeFileSync(file, JSON.stringify(manifest));
      writeBuild(path.join(elsewhere.dir, 'b'));
      expect(
        await checkRelease({ remote: 'mf_search', manifestUrl: url, fetch, host: HOST, origins: [origin.url] }),
      ).toEqual({
        ok: false,
        reason: `file remoteEntry.js of the build ${elsewhere.url}/b/remoteEntry.js is refused: ${elsewhere.url} is not one of the token's origins (${origin.url})`,
      });
      expect(
        await checkRelease({
          remote: 'mf_search',
          manifestUrl: url,
          fetch,
          host: HOST,
          origins: [origin.url, elsewhere.url],
        }),
      ).toMatchObject({ ok: true });
    } finally {
      await elsewhere.close();
    }
  });

  it('refuses a manifest whose public path gives its files no URL, in one line', async () => {
    const url = upload();
    const file = path.join(origin.dir, `b${build}`, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { metaData: { publicPath: string } };
    manifest.metaData.publicPath = 'http://[';
    writeFileSync(file, JSON.stringify(manifest));
    expect(await check(url)).toEqual({
      ok: false,
      reason: "file remoteEntry.js of the build has no URL: the manifest's public path http://[ is no URL",
    });
  });

  it('refuses a build on another origin whose host sends no CORS headers, or allows another site', async () => {
    const url = upload();
    origin.cors = false;
    try {
      expect(await check(url)).toEqual({
        ok: false,
        reason: `${url} sends no Access-Control-Allow-Origin: browsers on the site cannot load the remote`,
      });
    } finally {
      origin.cors = true;
    }
    expect(await check(url, 'mf_search', 'https://clinic.example')).toMatchObject({ ok: true });
  });
});
