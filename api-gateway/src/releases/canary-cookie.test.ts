import { describe, expect, it } from 'vitest';
import { cookieValue, decideCanaries, type Canary } from './canary-cookie.ts';

const SEARCH: Canary = { remote: 'mf_search', id: 'aaaaaaaaaa', percent: 30 };
const CONTENT: Canary = { remote: 'mf_content', id: 'bbbbbbbbbb', percent: 50 };

describe('canary decisions', () => {
  it('rolls a visitor without a decision with the canary’s share as the chance, and says what to keep', () => {
    expect(decideCanaries([SEARCH], undefined, () => 0.29)).toEqual({
      inCanary: new Set(['mf_search']),
      cookie: 'mf_search:aaaaaaaaaa:1',
    });
    expect(decideCanaries([SEARCH], undefined, () => 0.3)).toEqual({
      inCanary: new Set(),
      cookie: 'mf_search:aaaaaaaaaa:0',
    });
  });

  it('keeps a visitor’s decision for the visit, whatever the dice say, and sets nothing then', () => {
    expect(decideCanaries([SEARCH], 'mf_search:aaaaaaaaaa:1', () => 0.99)).toEqual({
      inCanary: new Set(['mf_search']),
      cookie: undefined,
    });
    expect(decideCanaries([SEARCH], 'mf_search:aaaaaaaaaa:0', () => 0)).toEqual({
      inCanary: new Set(),
      cookie: undefined,
    });
  });

  it('decides afresh for a new canary build, and keeps the other remotes’ decisions, in one value per set of decisions', () => {
    const decision = decideCanaries([SEARCH, CONTENT], 'mf_search:cccccccccc:1~mf_content:bbbbbbbbbb:1', () => 0.5);
    expect(decision).toEqual({
      inCanary: new Set(['mf_content']),
      cookie: 'mf_content:bbbbbbbbbb:1~mf_search:aaaaaaaaaa:0',
    });
  });

  it('ignores a cookie it did not write, and sets nothing when no canary runs', () => {
    expect(decideCanaries([SEARCH], 'mf_search:<script>:1', () => 0)).toMatchObject({
      inCanary: new Set(['mf_search']),
      cookie: 'mf_search:aaaaaaaaaa:1',
    });
    expect(decideCanaries([], 'mf_search:aaaaaaaaaa:1')).toEqual({ inCanary: new Set(), cookie: undefined });
    expect(decideCanaries([{ ...SEARCH, percent: 0 }], undefined, () => 0)).toMatchObject({ inCanary: new Set() });
    expect(decideCanaries([{ ...SEARCH, percent: 100 }], undefined, () => 0.999)).toMatchObject({
      inCanary: new Set(['mf_search']),
    });
  });

  it('reads its cookie out of a Cookie header', () => {
    expect(cookieValue('a=1; mf-canary=mf_search:aaaaaaaaaa:1; b=2', 'mf-canary')).toBe('mf_search:aaaaaaaaaa:1');
    expect(cookieValue('a=1', 'mf-canary')).toBeUndefined();
    expect(cookieValue(undefined, 'mf-canary')).toBeUndefined();
  });
});
