import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FEDERATION_HOST_FILE, type FederationHost } from '@clinic/contracts/federation-host';
import type { ReleaseLog } from './host-process.ts';

/**
 * The shell's side of the release checks, written by its build beside its server bundle. With that bundle
 * (`serverBuild`) the file must be there: a shell build without it is incomplete, and remote builds of any
 * contract major would pass the checks, so the gateway stops at start naming it. Without a server bundle
 * (pages served as the bare template) there is nothing to check builds against but their own manifests.
 */
export function readFederationHost(shellDistDir: string, logger?: ReleaseLog, serverBuild = false): FederationHost {
  const file = path.join(shellDistDir, 'ssr', FEDERATION_HOST_FILE);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as FederationHost;
  } catch (error) {
    if (serverBuild)
      throw new Error(
        `${file} cannot be read (${(error as Error).message.split('\n')[0]}): the shell's build is incomplete; build the shell again`,
        { cause: error },
      );
    logger?.warn(
      { file },
      'no federation-host.json beside the shell’s server build: shared versions of remote builds are not checked',
    );
    return { shared: {} };
  }
}
