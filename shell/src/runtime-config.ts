import { readJsonScript } from '@clinic/contracts/json-for-script';
import type { RuntimeConfig } from '@clinic/contracts/runtime-config';
import { PAGE_STATUS_ELEMENT_ID, RUNTIME_CONFIG_ELEMENT_ID } from '@clinic/contracts/page-data';

/**
 * The runtime configuration the gateway inlined into the page. The gateway checks it against
 * `RuntimeConfigSchema` when it starts; checking it again here would put the schema library
 * into the page's first script.
 */
export function readRuntimeConfig(): RuntimeConfig {
  const config = readJsonScript(RUNTIME_CONFIG_ELEMENT_ID);
  if (typeof config !== 'object' || config === null)
    throw new Error(`The page has no runtime configuration (#${RUNTIME_CONFIG_ELEMENT_ID})`);
  return config as RuntimeConfig;
}

/** The HTTP status the gateway answered the first page with (404 for an unknown page). */
export function readInitialStatus(): number {
  // On the server there is no page yet: the server renderer is told the status instead.
  if (typeof document === 'undefined') return 200;
  const status = readJsonScript(PAGE_STATUS_ELEMENT_ID);
  return typeof status === 'number' ? status : 200;
}
