import { ConfigError, loadConfig, type Env } from '../config/config.ts';

/** The lines start-up would fail with for `env`; none when it is accepted. */
export function configProblems(env: Env): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}
