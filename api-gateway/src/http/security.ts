import type { GatewayConfig } from '../config.ts';

/** Origins of remotes configured on other hosts; same-origin remotes need no entry. */
function remoteOrigins(config: GatewayConfig): string[] {
  return Object.values(config.remotes)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
}

/** Where forms may post: this site, its public origin and the card provider's page (the sandbox is same-origin). */
function formTargets(config: GatewayConfig): string[] {
  const urls = [config.publicUrl, config.payment.mode === 'provider' ? config.payment.url : undefined];
  return [...new Set(urls.filter((url): url is string => Boolean(url)).map((url) => new URL(url).origin))];
}

/** A clinic CMS answers with absolute URLs of its own pictures and videos; the embedded dataset's are same-origin. */
function mediaOrigins(config: GatewayConfig): string[] {
  return config.content.upstreamUrl ? [new URL(config.content.upstreamUrl).origin] : [];
}

/** A CSP that names only the hosts in configuration. */
export function contentSecurityPolicy(config: GatewayConfig): Record<string, string[]> {
  const remotes = remoteOrigins(config);
  const media = mediaOrigins(config);
  const scripts = ["'self'", ...remotes];
  const connect = ["'self'", ...remotes];
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
    imgSrc: ["'self'", 'data:', 'blob:', ...remotes, ...media],
    mediaSrc: ["'self'", ...media],
    fontSrc: ["'self'", ...remotes],
    frameSrc: frames.length ? frames : ["'none'"],
    formAction: ["'self'", ...formTargets(config)],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
  };
}
