import path from 'node:path';
import type { RequestHandler } from 'express';
import { sendError } from './errors.ts';

/** Characters no address of the site has, and which some URL parsers read as a separator or an end. */
function unusable(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

function decoded(rawPath: string): string | undefined {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
}

/**
 * The path the way the file server reads it: percent-decoded, repeated slashes collapsed, `.` and `..`
 * resolved (never above `/`). Rules about which files are private are checked on this, so no spelling
 * of a name (`%6dap`, `//ssr`, `/x/../ssr`) slips past them. Undefined when the path cannot be decoded.
 */
export function normalisedPath(rawPath: string): string | undefined {
  const text = decoded(rawPath);
  return text === undefined ? undefined : path.posix.normalize(text);
}

/** A path that does not decode, or decodes to control characters or backslashes, is the client's mistake: 400 before any router reads it. */
export function refuseUnusablePaths(): RequestHandler {
  return (req, res, next) => {
    const text = decoded(req.path);
    if (text === undefined || unusable(text) || unusable(req.path))
      return sendError(res, 400, 'The request path is not a valid address');
    next();
  };
}
