import { afterEach, describe, expect, it } from 'vitest';
import { keepSharedModulesOnceResolved } from './shared-module-cache.ts';

type Factory = (module: { exports: unknown }) => void;

/** Webpack's `require` as its runtime works, with one module shared eagerly the way the federation runtime installs it. */
function bundleWithSharedReact() {
  const cache: Record<string, { exports: unknown }> = {};
  let resolutions = 0;
  const modules: Record<string, Factory> = {
    react: (module) => {
      // What the federation runtime does: the module leaves the cache, and is resolved again on the next require.
      delete cache.react;
      resolutions += 1;
      module.exports = { useState: 'the shell’s React' };
    },
  };
  const require = (id: string) => {
    if (cache[id]) return cache[id].exports;
    const module = (cache[id] = { exports: {} });
    modules[id]!(module);
    return module.exports;
  };
  Object.assign(globalThis, {
    __webpack_require__: { m: modules, consumesLoadingData: { initialConsumes: ['react'] } },
  });
  return { require, resolutions: () => resolutions };
}

afterEach(() => {
  delete (globalThis as { __webpack_require__?: unknown }).__webpack_require__;
});

describe('keepSharedModulesOnceResolved', () => {
  it('resolves a shared module once, then answers from the cache with the same module', () => {
    const bundle = bundleWithSharedReact();
    keepSharedModulesOnceResolved();
    const first = bundle.require('react');
    for (let call = 0; call < 10; call++) expect(bundle.require('react')).toBe(first);
    expect(first).toEqual({ useState: 'the shell’s React' });
    expect(bundle.resolutions()).toBe(1);
  });

  it('is what stands between a require and a new resolution: without it each require resolves again', () => {
    const bundle = bundleWithSharedReact();
    bundle.require('react');
    bundle.require('react');
    expect(bundle.resolutions()).toBe(2);
  });
});
