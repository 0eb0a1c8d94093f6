import { isIPv6 } from 'node:net';
import type { RequestHandler } from 'express';
import { sendError } from './errors.ts';

// A DNS name (a fully qualified one may end in a dot) or IPv4 address, or a bracketed IPv6 address, with an optional port.
const HOST = /^(?:\[([0-9A-Fa-f:.]+)\]|([A-Za-z0-9](?:[A-Za-z0-9._-]{0,251}[A-Za-z0-9])?\.?))(?::(\d{1,5}))?$/;

/** Why a `Host` header value cannot be part of a URL; undefined when it can. */
function hostProblem(host: string): string | undefined {
  const match = HOST.exec(host);
  if (!match) return 'must be a host name or address with an optional port';
  if (match[1] !== undefined && !isIPv6(match[1])) return 'must hold a valid IPv6 address between brackets';
  if (match[3] !== undefined && Number(match[3]) > 65535) return 'port must be at most 65535';
  return undefined;
}

/**
 * Pages and links are built from the request's origin when PUBLIC_URL is unset, so a `Host`
 * that is no host, or a forwarded protocol other than http/https (honoured only from a
 * trusted proxy, see TRUST_PROXY), is refused here with 400 rather than failing later.
 */
export function validOriginHeaders(): RequestHandler {
  return (req, res, next) => {
    const host = req.headers.host;
    const problem = host === undefined ? undefined : hostProblem(host);
    if (problem) return sendError(res, 400, 'Invalid Host header', { host: problem });
    if (req.protocol !== 'http' && req.protocol !== 'https') {
      return sendError(res, 400, 'Invalid X-Forwarded-Proto header', { 'x-forwarded-proto': 'must be http or https' });
    }
    next();
  };
}
