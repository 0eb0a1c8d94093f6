import { readInitialStatus } from '../runtime-config.ts';

let status: number | undefined;

export function initialStatus(): number {
  status ??= readInitialStatus();
  return status;
}
