import { createHash } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName } from '@clinic/contracts/runtime-config';

/**
 * A visitor's canary decisions, kept for the visit in a session cookie: for each running canary (by
 * an id of its build), whether this visitor gets it. Decided once, on the visitor's first page while
 * the canary runs, with the canary's share as the chance; a later change of the share applies to
 * visitors not yet decided, so no visitor switches builds mid-visit. The value is the same for every
 * visitor with the same decisions, so a shared cache can key pages on it.
 */
export const CANARY_COOKIE = 'mf-canary';

/** A running canary as the cookie knows it. */
export interface Canary {
  remote: RemoteName;
  /** Short id of the canary's build (its manifest URL and identity). */
  id: string;
  percent: number;
}

export function canaryId(manifestUrl: string, buildId: string): string {
  return createHash('sha256').update(`${manifestUrl}\n${buildId}`).digest('hex').slice(0, 10);
}

const ENTRY = /^(mf_[a-z]+):([0-9a-f]{10}):([01])$/;

/** The decisions a cookie value holds, by remote; anything malformed is ignored (decided afresh). */
function parseCanaryCookie(value: string | undefined): Map<RemoteName, { id: string; inCanary: boolean }> {
  const decisions = new Map<RemoteName, { id: string; inCanary: boolean }>();
  for (const entry of value?.split('~') ?? []) {
    const match = ENTRY.exec(entry);
    if (match && (REMOTE_NAMES as readonly string[]).includes(match[1]!))
      decisions.set(match[1] as RemoteName, { id: match[2]!, inCanary: match[3] === '1' });
  }
  return decisions;
}

/** Reads one cookie from a `Cookie` header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

export interface CanaryDecision {
  /** The remotes whose canary build this visitor gets. */
  inCanary: Set<RemoteName>;
  /** The cookie value to set, when it differs from what the visitor sent. */
  cookie?: string;
}

/** This visitor's decision for each running canary: the cookie's where it has one, a roll of `random` where not. */
export function decideCanaries(
  canaries: readonly Canary[],
  cookie: string | undefined,
  random: () => number = Math.random,
): CanaryDecision {
  const known = parseCanaryCookie(cookie);
  const inCanary = new Set<RemoteName>();
  const entries: string[] = [];
  for (const canary of [...canaries].sort((a, b) => a.remote.localeCompare(b.remote))) {
    const decided = known.get(canary.remote);
    const chosen = decided?.id === canary.id ? decided.inCanary : random() * 100 < canary.percent;
    if (chosen) inCanary.add(canary.remote);
    entries.push(`${canary.remote}:${canary.id}:${chosen ? 1 : 0}`);
  }
  const value = entries.join('~');
  // With no canary running, whatever the visitor carries is left alone: nothing to set.
  return { inCanary, cookie: canaries.length && value !== cookie ? value : undefined };
}
