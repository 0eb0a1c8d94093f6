import { describe, expect, it } from 'vitest';
import { checkManifest } from './release-check.ts';
import type { FederationHost } from './federation-host.ts';

// A registered remote's build is checked against the slots it fills: the ones the operator registered it for at
// promote, the ones its manifest names in its team's own check; the shell must have each as an open slot.
const HOST: FederationHost = {
  shared: { react: { version: '19.2.1', accepts: '^19.2.0' }, 'react-dom': { version: '19.2.1', accepts: '^19.2.0' } },
  contract: { version: '1.1.0', accepts: '^1.0.0' },
};

function manifest(slots: Record<string, string> | undefined, exposes = Object.values(slots ?? {})) {
  return {
    name: 'mf_reviews',
    metaData: {
      buildInfo: { buildVersion: '1.0.0' },
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      ssrRemoteEntry: { name: 'remoteEntry.js', path: 'ssr' },
      contract: { version: '1.1.0' },
      container: 'webpack',
      ...(slots && { slots }),
    },
    exposes: exposes.map((path) => ({ name: path.slice(2), path })),
    shared: [
      { name: 'react', version: '19.2.1', singleton: true, requiredVersion: '^19.2.0' },
      { name: 'react-dom', version: '19.2.1', singleton: true, requiredVersion: '^19.2.0' },
    ],
  };
}

const check = (json: unknown, slots?: Parameters<typeof checkManifest>[1]['slots']) =>
  checkManifest(json, { host: HOST, manifestUrl: 'dist/mf-manifest.json', ...(slots && { slots }) });

describe('the check of a registered remote’s build', () => {
  it('passes a build that fills an open slot with a module it exposes', () => {
    expect(check(manifest({ 'doctor-page.aside': './doctor-page.aside' })).ok).toBe(true);
    expect(check(manifest({ 'doctor-page.aside': './doctor-page.aside' }), ['doctor-page.aside']).ok).toBe(true);
  });

  it('refuses, in one line, a slot the shell does not have, none at all, or one it lacks the module of', () => {
    expect(check(manifest({ 'doctor-page.side': './x' }))).toEqual({
      ok: false,
      reason:
        'the build fills doctor-page.side, which the shell has no open slot of (it has doctor-page.aside, home.sections)',
    });
    expect(check(manifest(undefined))).toEqual({
      ok: false,
      reason: 'the build fills no slot (metaData.slots): give its webpack config the slots it fills',
    });
    expect(check(manifest({ 'home.sections': './home.sections' }, []))).toEqual({
      ok: false,
      reason: 'the build does not expose ./home.sections, which the shell needs (it exposes nothing)',
    });
  });

  it('refuses a name that cannot be a remote’s', () => {
    expect(check({ ...manifest({ 'home.sections': './home.sections' }), name: 'Reviews' })).toEqual({
      ok: false,
      reason:
        "dist/mf-manifest.json is the manifest of Reviews: a remote's name is mf_ and lower-case letters, digits and underscores",
    });
  });
});
