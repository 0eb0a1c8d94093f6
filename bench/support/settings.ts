import path from 'node:path';

/** The repository's root: the benchmarks measure its production build. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** A figure a run may set in the environment (`BENCH_DURATION=30 npm run bench`), or `fallback`. */
export function benchSetting(name: `BENCH_${string}`, fallback: number): number {
  return Number(process.env[name] ?? fallback);
}
