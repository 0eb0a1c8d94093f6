import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isRemoteName, type RemoteName } from '@clinic/contracts/runtime-config';

/**
 * A visitor's canary decisions, kept for the visit in a session cookie: for each running canary (by
 * an id of its build), whether this visitor gets it. Decided once, on the visitor's first page while
 * the canary runs, with the canary's share as the chance; a later change of the share applies to
 * visitors not yet decided, so no visitor switches builds mid-visit (but at 0 % nobody gets the canary).
 * The gateway signs the value with a random id of the visit, so a decision is only ever one it made: a
 * cookie it did not sign is no decision, and the visit's id lets the canary analysis count each visitor
 * once. A shared cache keys pages on the decisions alone (the value up to its first `.`).
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
const VISIT = /^[A-Za-z0-9_-]{16}$/;

/** One visitor's decisions, as a cookie the gateway signed holds them. */
export interface VisitorDecisions {
  /** A random id of the visit, the same for every decision of it. */
  visitor: string;
  byRemote: Map<RemoteName, { id: string; inCanary: boolean }>;
}

/** A visitor as one remote's running canary knows them: who, which canary, and whether they get its build. */
export interface CanaryVisitor {
  visitor: string;
  canary: string;
  inCanary: boolean;
}

/** Writes and reads the signed cookie; `key` is read at each use, since a replica may learn its shared key after start. */
export class CanaryCookies {
  constructor(private readonly key: () => Buffer) {}

  write({ visitor, byRemote }: VisitorDecisions): string {
    const entries = [...byRemote]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([remote, { id, inCanary }]) => `${remote}:${id}:${inCanary ? 1 : 0}`)
      .join('~');
    return `${entries}.${visitor}.${this.mac(entries, visitor)}`;
  }

  /** The decisions of a cookie this gateway signed; anything else (forged, tampered, unsigned, malformed) is none. */
  read(value: string | undefined): VisitorDecisions | undefined {
    if (!value || value.length > 1000) return undefined;
    const [entries, visitor, mac, ...rest] = value.split('.');
    if (rest.length || !entries || !visitor || !mac || !VISIT.test(visitor)) return undefined;
    const expected = Buffer.from(this.mac(entries, visitor));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const byRemote = new Map<RemoteName, { id: string; inCanary: boolean }>();
    for (const entry of entries.split('~')) {
      const match = ENTRY.exec(entry);
      if (!match || !isRemoteName(match[1])) return undefined;
      byRemote.set(match[1] as RemoteName, { id: match[2]!, inCanary: match[3] === '1' });
    }
    return { visitor, byRemote };
  }

  private mac(entries: string, visitor: string): string {
    return createHmac('sha256', this.key()).update(`${entries}.${visitor}`).digest('base64url');
  }
}

const newVisitor = (): string => randomBytes(12).toString('base64url');

/** Reads one cookie from a `Cookie` header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

export interface CanaryDecision extends VisitorDecisions {
  /** The remotes whose canary build this visitor gets. */
  inCanary: Set<RemoteName>;
  /** Whether the decisions differ from what the visitor's cookie holds, and the cookie is to be set. */
  changed: boolean;
}

/**
 * This visitor's decision for each running canary: the signed cookie's where it has one, a roll of
 * `random` where not. A visitor without a valid cookie is a new visit, with an id of its own.
 */
export function decideCanaries(
  canaries: readonly Canary[],
  known: VisitorDecisions | undefined,
  random: () => number = Math.random,
  visit: () => string = newVisitor,
): CanaryDecision {
  const inCanary = new Set<RemoteName>();
  const byRemote = new Map<RemoteName, { id: string; inCanary: boolean }>();
  let changed = !known || known.byRemote.size !== canaries.length;
  for (const canary of canaries) {
    const decided = known?.byRemote.get(canary.remote);
    const kept = decided?.id === canary.id;
    // A canary at 0 % is stopped for everyone, even a visitor who was given it at a higher share.
    const chosen = canary.percent > 0 && (kept ? decided.inCanary : random() * 100 < canary.percent);
    if (!kept || decided.inCanary !== chosen) changed = true;
    if (chosen) inCanary.add(canary.remote);
    byRemote.set(canary.remote, { id: canary.id, inCanary: chosen });
  }
  // With no canary running, whatever the visitor carries is left alone: nothing to set.
  return { visitor: known?.visitor ?? visit(), byRemote, inCanary, changed: canaries.length > 0 && changed };
}
