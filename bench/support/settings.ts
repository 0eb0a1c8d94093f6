import path from 'node:path';

/** The repository's root: the benchmarks measure its production build. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * A figure a run may set in the environment (`BENCH_DURATION=30 npm run bench`), or `fallback` when unset. Every
 * such figure is a count or a duration: anything but a positive number stops the run, naming the variable, rather
 * than measuring nothing for a figure that reads as NaN.
 */
export function benchSetting(name: `BENCH_${string}`, fallback: number, env = process.env): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name}=${raw}: must be a positive number`);
  return value;
}
