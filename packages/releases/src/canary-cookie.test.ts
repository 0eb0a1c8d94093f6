import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CanaryCookies, cookieValue, decideCanaries, type Canary } from './canary-cookie.ts';

const SEARCH: Canary = { remote: 'mf_search', id: 'aaaaaaaaaa', percent: 30 };
const CONTENT: Canary = { remote: 'mf_content', id: 'bbbbbbbbbb', percent: 50 };
const KEY = randomBytes(32);
const cookies = new CanaryCookies(() => KEY);
const VISIT = 'visit-0123456789';

/** The cookie the gateway would write for these decisions of one visit. */
const signed = (decisions: Record<string, [string, boolean]>, visitor = VISIT) =>
  cookies.write({
    visitor,
    byRemote: new Map(
      Object.entries(decisions).map(([remote, [id, inCanary]]) => [remote as Canary['remote'], { id, inCanary }]),
    ),
  });

describe('canary decisions', () => {
  it('rolls a visitor without a decision with the canary’s share as the chance, for a new visit', () => {
    const lucky = decideCanaries(
      [SEARCH],
      undefined,
      () => 0.29,
      () => VISIT,
    );
    expect(lucky).toMatchObject({ inCanary: new Set(['mf_search']), visitor: VISIT, changed: true });
    expect(cookies.write(lucky)).toBe(signed({ mf_search: ['aaaaaaaaaa', true] }));
    expect(decideCanaries([SEARCH], undefined, () => 0.3)).toMatchObject({ inCanary: new Set(), changed: true });
  });

  it('keeps a visitor’s signed decision for the visit, whatever the dice say, and sets nothing then', () => {
    const inside = cookies.read(signed({ mf_search: ['aaaaaaaaaa', true] }));
    expect(decideCanaries([SEARCH], inside, () => 0.99)).toMatchObject({
      inCanary: new Set(['mf_search']),
      visitor: VISIT,
      changed: false,
    });
    const outside = cookies.read(signed({ mf_search: ['aaaaaaaaaa', false] }));
    expect(decideCanaries([SEARCH], outside, () => 0)).toMatchObject({ inCanary: new Set(), changed: false });
  });

  it('decides afresh for a new canary build, and keeps the visit and the other remotes’ decisions', () => {
    const known = cookies.read(signed({ mf_search: ['cccccccccc', true], mf_content: ['bbbbbbbbbb', true] }));
    const decision = decideCanaries([SEARCH, CONTENT], known, () => 0.5);
    expect(decision).toMatchObject({ inCanary: new Set(['mf_content']), visitor: VISIT, changed: true });
    expect(cookies.write(decision)).toBe(
      signed({ mf_content: ['bbbbbbbbbb', true], mf_search: ['aaaaaaaaaa', false] }),
    );
  });

  it('takes no decision from a cookie it did not sign: forged, tampered, signed with another key, or malformed', () => {
    const genuine = signed({ mf_search: ['aaaaaaaaaa', false] });
    const [, visitor, mac] = genuine.split('.');
    const forged = [
      'mf_search:aaaaaaaaaa:1',
      `mf_search:aaaaaaaaaa:1.${visitor}.${mac}`,
      `mf_search:aaaaaaaaaa:0.visit-9999999999.${mac}`,
      new CanaryCookies(() => randomBytes(32)).write({
        visitor: VISIT,
        byRemote: new Map([['mf_search', { id: 'aaaaaaaaaa', inCanary: true }]]),
      }),
      `${genuine}.more`,
      'mf_search:<script>:1.x.y',
      '.'.repeat(2000),
    ];
    expect(cookies.read(genuine)).toEqual({
      visitor: VISIT,
      byRemote: new Map([['mf_search', { id: 'aaaaaaaaaa', inCanary: false }]]),
    });
    for (const value of forged) expect(cookies.read(value), value).toBeUndefined();
    // Such a visitor is decided as a new one, and given a signed cookie.
    const decision = decideCanaries(
      [SEARCH],
      cookies.read(forged[0]),
      () => 0.99,
      () => 'visit-fresh-00000',
    );
    expect(decision).toMatchObject({ inCanary: new Set(), visitor: 'visit-fresh-00000', changed: true });
  });

  it('lets nobody into a canary at 0 %, not even with a decision made at a higher share', () => {
    const stopped = { ...SEARCH, percent: 0 };
    expect(decideCanaries([stopped], undefined, () => 0)).toMatchObject({ inCanary: new Set() });
    const inside = cookies.read(signed({ mf_search: ['aaaaaaaaaa', true] }));
    expect(decideCanaries([stopped], inside, () => 0)).toMatchObject({ inCanary: new Set(), changed: true });
    expect(decideCanaries([{ ...SEARCH, percent: 100 }], undefined, () => 0.999)).toMatchObject({
      inCanary: new Set(['mf_search']),
    });
  });

  it('sets nothing when no canary runs', () => {
    expect(decideCanaries([], cookies.read(signed({ mf_search: ['aaaaaaaaaa', true] })))).toMatchObject({
      inCanary: new Set(),
      changed: false,
    });
    expect(decideCanaries([], undefined)).toMatchObject({ changed: false });
  });

  it('reads its cookie out of a Cookie header', () => {
    expect(cookieValue('a=1; mf-canary=mf_search:aaaaaaaaaa:1; b=2', 'mf-canary')).toBe('mf_search:aaaaaaaaaa:1');
    expect(cookieValue('a=1', 'mf-canary')).toBeUndefined();
    expect(cookieValue(undefined, 'mf-canary')).toBeUndefined();
  });
});
