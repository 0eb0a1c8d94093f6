import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FEDERATION_HOST_FILE, type FederationHost } from '@clinic/contracts/federation-host';
import type { Logger } from '../logger.ts';

/** The shell's side of the release checks, written by its build beside its server bundle. */
export function readFederationHost(shellDistDir: string, logger?: Logger): FederationHost {
  const file = path.join(shellDistDir, 'ssr', FEDERATION_HOST_FILE);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as FederationHost;
  } catch {
    logger?.warn(
      { file },
      'no federation-host.json beside the shell’s server build: shared versions of remote builds are not checked',
    );
    return { shared: {} };
  }
}
