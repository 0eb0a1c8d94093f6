interface WebpackModule {
  exports: unknown;
}

interface WebpackRequire {
  m: Record<string, ((module: WebpackModule) => void) | undefined>;
  consumesLoadingData?: { initialConsumes?: Array<string | number> };
}

declare const __webpack_require__: WebpackRequire | undefined;

/**
 * The federation runtime answers each `require` of a module the shell shares eagerly (React, the router,
 * the store, the intl context…) by matching versions in the share scope again, and takes the answer out
 * of webpack's module cache: every hook call (`useState` of a shared React) repeats the semver matching.
 * The shell provides these singletons and loads them first, so the answer never changes: the first one
 * is kept in the cache like any module's.
 */
export function keepSharedModulesOnceResolved(): void {
  if (typeof __webpack_require__ === 'undefined') return;
  const modules = __webpack_require__.m;
  for (const id of __webpack_require__.consumesLoadingData?.initialConsumes ?? []) {
    const resolve = modules[id];
    if (!resolve) continue;
    let resolved: WebpackModule | undefined;
    modules[id] = (module) => {
      if (!resolved) {
        resolve(module);
        resolved = module;
      }
      module.exports = resolved.exports;
    };
  }
}
