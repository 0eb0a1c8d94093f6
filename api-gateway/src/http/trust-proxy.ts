import { isIP } from 'node:net';

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
 * `TRUST_PROXY`: unset or `false` trusts no proxy, so `X-Forwarded-For` and `-Proto` are
 * ignored and a client cannot pick its own rate-limit key; `true`, a hop count, or a
 * comma-separated list of addresses, CIDRs and `loopback`/`linklocal`/`uniquelocal`.
 */
export function resolveTrustProxy(raw: string | undefined): { value: TrustProxy; problems: string[] } {
  const text = raw?.trim() ?? '';
  if (text === '' || text === 'false') return { value: false, problems: [] };
  if (text === 'true') return { value: true, problems: [] };
  if (/^\d+$/.test(text)) return { value: Number(text), problems: [] };
  const entries = text.split(',').map((entry) => entry.trim());
  const problems = entries.map(entryProblem).filter((problem): problem is string => problem !== undefined);
  return { value: entries, problems: problems.map((problem) => `TRUST_PROXY: ${problem}`) };
}
