import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { contentSecurityPolicy, inlineScriptHashes, withRemoteOrigins, type DirectiveValue } from './security.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A directive as the response sends it: each value, or what a function of the response gives. */
const sent = (values: DirectiveValue[] | undefined) =>
  (values ?? []).map((value) => (typeof value === 'function' ? value(undefined, undefined) : value)).join(' ');

describe('content security policy', () => {
  it('admits the sockets of remotes served from this machine (development servers) to connections only', () => {
    const origins = [
      'http://127.0.0.1:3001',
      'http://localhost:3004',
      'https://cdn.example.com',
      'http://10.0.0.5:8080',
    ];
    const policy = withRemoteOrigins(contentSecurityPolicy(loadConfig({})), () => origins);
    expect(sent(policy.connectSrc)).toBe(
      "'self' http://127.0.0.1:3001 http://localhost:3004 https://cdn.example.com http://10.0.0.5:8080 ws://127.0.0.1:3001 ws://localhost:3004",
    );
    expect(sent(policy.scriptSrc)).toBe(
      "'self' http://127.0.0.1:3001 http://localhost:3004 https://cdn.example.com http://10.0.0.5:8080",
    );
  });

  it('allows pictures and videos only from the site itself by default', () => {
    const policy = contentSecurityPolicy(loadConfig({}));
    expect(policy.imgSrc).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.mediaSrc).toEqual(["'self'"]);
  });

  it('allows the clinic CMS’s pictures and videos when content comes from it', () => {
    const policy = contentSecurityPolicy(loadConfig({ CONTENT_UPSTREAM_URL: 'https://cms.clinic.example/base/' }));
    expect(policy.imgSrc).toContain('https://cms.clinic.example');
    expect(policy.mediaSrc).toEqual(["'self'", 'https://cms.clinic.example']);
    expect(policy.scriptSrc).not.toContain('https://cms.clinic.example');
  });

  it('allows the maps host only with a maps key, and the configured one', () => {
    expect(JSON.stringify(contentSecurityPolicy(loadConfig({})))).not.toContain('maps');
    expect(contentSecurityPolicy(loadConfig({ MAPS_API_KEY: 'k' })).scriptSrc).toContain('https://maps.googleapis.com');
    const fake = contentSecurityPolicy(
      loadConfig({ MAPS_API_KEY: 'k', MAPS_SCRIPT_URL: 'http://127.0.0.1:4567/maps/api/js' }),
    );
    expect(fake.scriptSrc).toContain('http://127.0.0.1:4567');
    expect(fake.scriptSrc).not.toContain('https://maps.googleapis.com');
  });
});

describe('the inline scripts a page runs', () => {
  it('are hashed for the CSP; scripts with a src and JSON data blocks are not', () => {
    const html =
      '<head><script>first()</script><script src="/main.js"></script><script type="application/ld+json">{"a":1}</script></head>' +
      '<body><script id="runtime-config" type="application/json">{}</script><script type="module">second()</script><script>first()</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('first()'), sha('second()')]);
  });
});
