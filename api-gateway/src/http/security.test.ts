import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { contentSecurityPolicy } from './security.ts';

describe('content security policy', () => {
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
    const fake = contentSecurityPolicy(loadConfig({ MAPS_API_KEY: 'k', MAPS_SCRIPT_URL: 'http://127.0.0.1:4567/maps/api/js' }));
    expect(fake.scriptSrc).toContain('http://127.0.0.1:4567');
    expect(fake.scriptSrc).not.toContain('https://maps.googleapis.com');
  });
});
