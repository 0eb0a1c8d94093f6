import semver from 'semver';

/** A shared singleton as a remote's manifest lists it: the version its build carries and the range it was built with. */
export interface SharedNeed {
  name: string;
  version: string;
  requiredVersion?: string | false;
}

/**
 * Whether the shell's copy of a shared singleton serves a remote: the consumer's range decides, so a build made
 * before a patch or minor of the shell still runs on it, and a build that needs more than the shell has is
 * refused. A build that names no range was made for the version it carries and those after it in its major.
 * Answers the problem in one clause, or nothing when the shell's copy fits.
 */
export function sharedProblem(need: SharedNeed, provided: string): string | undefined {
  const range = typeof need.requiredVersion === 'string' ? need.requiredVersion : `^${need.version}`;
  if (!semver.validRange(range)) return `needs ${need.name} "${range}", which is no version range`;
  if (!semver.valid(provided))
    return `needs ${need.name} ${range}; the shell provides "${provided}", which is no version`;
  if (!semver.satisfies(provided, range)) return `needs ${need.name} ${range}; the shell provides ${provided}`;
  return undefined;
}
