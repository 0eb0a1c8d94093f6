import * as v from 'valibot';
import { RUNTIME_CONFIG_ELEMENT_ID, RuntimeConfigSchema, type RuntimeConfig } from '@clinic/contracts/runtime-config';

function readJson(id: string): unknown {
  // On the server there is no page yet: the server renderer is told the status instead.
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(id)?.textContent;
  return text ? JSON.parse(text) : undefined;
}

/** The runtime configuration the gateway inlined into the page. */
export function readRuntimeConfig(): RuntimeConfig {
  return v.parse(RuntimeConfigSchema, readJson(RUNTIME_CONFIG_ELEMENT_ID));
}

/** The HTTP status the gateway answered the first page with (404 for an unknown page). */
export function readInitialStatus(): number {
  const status = readJson('page-status');
  return typeof status === 'number' ? status : 200;
}
