import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { GatewayConfig } from '../config/config.ts';
import type { ReportTokens } from './report-token.ts';

/** Where forms may post: this site, its public origin and the card provider's page (the sandbox is same-origin). */
function formTargets(config: GatewayConfig): string[] {
  const urls = [config.publicUrl, config.payment.mode === 'provider' ? config.payment.url : undefined];
  return [...new Set(urls.filter((url): url is string => Boolean(url)).map((url) => new URL(url).origin))];
}

/** A clinic CMS answers with absolute URLs of its own pictures and videos; the embedded dataset's are same-origin. */
function mediaOrigins(config: GatewayConfig): string[] {
  return config.content.upstreamUrl ? [new URL(config.content.upstreamUrl).origin] : [];
}

/**
 * A CSP that names only the hosts in configuration. Remotes on other origins come and go with releases:
 * `withRemoteOrigins` adds them. Violations are reported to the gateway (`/reports/csp`), where they are
 * logged and counted.
 */
export function contentSecurityPolicy(config: GatewayConfig): Record<string, string[]> {
  const media = mediaOrigins(config);
  const scripts = ["'self'"];
  const connect = ["'self'"];
  const frames: string[] = [];
  if (config.tagManagerId) {
    scripts.push('https://www.googletagmanager.com');
    connect.push('https://www.google-analytics.com', 'https://www.googletagmanager.com');
  }
  if (config.mapsApiKey) {
    const maps = new URL(config.mapsScriptUrl).origin;
    scripts.push(maps);
    connect.push(maps);
  }
  if (config.bookingWidgetUrl) {
    const origin = new URL(config.bookingWidgetUrl).origin;
    scripts.push(origin);
    frames.push(origin);
  }
  return {
    defaultSrc: ["'self'"],
    scriptSrc: scripts,
    connectSrc: connect,
    // style-loader injects <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...media],
    mediaSrc: ["'self'", ...media],
    fontSrc: ["'self'"],
    frameSrc: frames.length ? frames : ["'none'"],
    formAction: ["'self'", ...formTargets(config)],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    reportUri: [CSP_REPORT_PATH],
  };
}

export type DirectiveValue = string | ((req: unknown, res: unknown) => string);

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` of every inline script a browser would run (not `src` scripts, not JSON data blocks). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * A page's CSP: the site's, with `script-src` allowing the page's own inline scripts by their hashes.
 * The same for every visitor of the page, unlike a per-response nonce, so a shared cache can keep it.
 */
function withScriptHashes(policy: string, hashes: readonly string[]): string {
  if (!hashes.length) return policy;
  return policy.replace(
    /(^|;)\s*script-src([^;]*)/,
    (_match, start: string, sources: string) => `${start}script-src${sources} ${hashes.join(' ')}`,
  );
}

/** Lets the page about to be sent run its inline scripts (`inlineScriptHashes`), when the response has a CSP. */
export function allowInlineScripts(res: Response, hashes: readonly string[]): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (policy) res.setHeader('Content-Security-Policy', withScriptHashes(String(policy), hashes));
}

/** Browser features no page of the site uses are off, for its own scripts and for anything a page embeds. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';

/** Where browsers send the page's CSP violations. */
export const CSP_REPORT_PATH = '/reports/csp';

/** The directives a remote's build loads through: its code, its styles, its pictures and fonts, its manifest and chunks. */
const REMOTE_DIRECTIVES = ['scriptSrc', 'styleSrc', 'imgSrc', 'fontSrc', 'connectSrc'];

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The WebSocket of each remote served over plain HTTP from this machine: that is a team's development server,
 * whose code in the page reloads and refreshes through a socket to it (`ws:` is not allowed by its `http:` origin).
 */
function developmentSockets(origins: string[]): string[] {
  return origins.flatMap((origin) => {
    const url = new URL(origin);
    return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) ? [`ws://${url.host}`] : [];
  });
}

/**
 * Adds the origins of the remote builds in service to every directive a remote loads through, read per
 * response: a release to another origin is allowed from the first page that names its build.
 */
export function withRemoteOrigins(
  directives: Record<string, DirectiveValue[]>,
  origins: () => string[],
): Record<string, DirectiveValue[]> {
  // An empty value would leave the directive as it is; 'self' is in each of them already.
  const current = () => origins().join(' ') || "'self'";
  const connections = () => {
    const list = origins();
    return [...list, ...developmentSockets(list)].join(' ') || "'self'";
  };
  return Object.fromEntries(
    Object.entries(directives).map(([name, values]) => [
      name,
      REMOTE_DIRECTIVES.includes(name) ? [...values, name === 'connectSrc' ? connections : current] : values,
    ]),
  );
}

/**
 * Sends violation reports with the token of the page's path in the report's address (a browser's
 * `report-uri` request carries no body of ours): the gateway takes reports from its own pages only.
 */
export function withReportToken(
  directives: Record<string, DirectiveValue[]>,
  tokens: ReportTokens,
): Record<string, DirectiveValue[]> {
  return { ...directives, reportUri: [(req) => `${CSP_REPORT_PATH}?t=${tokens.issue((req as Request).path)}`] };
}
