import * as v from 'valibot';
import { readJsonScript } from '@clinic/contracts/json-for-script';
import { RUNTIME_CONFIG_ELEMENT_ID, RuntimeConfigSchema, type RuntimeConfig } from '@clinic/contracts/runtime-config';

/** The runtime configuration the gateway inlined into the page. */
export function readRuntimeConfig(): RuntimeConfig {
  return v.parse(RuntimeConfigSchema, readJsonScript(RUNTIME_CONFIG_ELEMENT_ID));
}

/** The HTTP status the gateway answered the first page with (404 for an unknown page). */
export function readInitialStatus(): number {
  // On the server there is no page yet: the server renderer is told the status instead.
  if (typeof document === 'undefined') return 200;
  const status = readJsonScript('page-status');
  return typeof status === 'number' ? status : 200;
}
