import { isIP } from 'node:net';
import * as v from 'valibot';

/** Express's `trust proxy` setting: none, every hop, a hop count, or addresses/CIDRs/named ranges. */
export type TrustProxy = boolean | number | string[];

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function entryProblem(entry: string): string | undefined {
  if (NAMED.has(entry)) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return `"${entry}" is not an address, a CIDR or one of loopback, linklocal, uniquelocal`;
  if (prefix === undefined) return undefined;
  const bits = Number(prefix);
  const max = family === 4 ? 32 : 128;
  return /^\d+$/.test(prefix) && bits <= max ? undefined : `"${entry}": prefix must be 0 to ${max}`;
}

/**
 * `TRUST_PROXY`: `false` trusts no proxy, so `X-Forwarded-For` and `-Proto` are ignored and a
 * client cannot pick its own rate-limit key; `true`, a hop count, or a comma-separated list of
 * addresses, CIDRs and `loopback`/`linklocal`/`uniquelocal`, each entry that is none of those named.
 */
export const TrustProxySchema = v.pipe(
  v.string(),
  v.trim(),
  v.rawTransform(({ dataset, addIssue, NEVER }): TrustProxy => {
    const text = dataset.value;
    if (text === '' || text === 'false') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const problems = entries.map(entryProblem).filter((problem): problem is string => problem !== undefined);
    for (const message of problems) addIssue({ message });
    return problems.length ? NEVER : entries;
  }),
);
