import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { configProblems } from '../testing/config-problems.ts';
import { contentSecurityPolicy } from '../http/security.ts';
import { runtimeConfigFor } from '../app.ts';
import { PLATON_URL } from './payment-config.ts';

describe('payment configuration', () => {
  it('defaults to the sandbox, and says so to the browser', () => {
    const config = loadConfig({});
    expect(config.payment).toEqual({ mode: 'sandbox' });
    expect(runtimeConfigFor(config).paymentMode).toBe('sandbox');
    expect(contentSecurityPolicy(config).formAction).toEqual(["'self'"]);
  });

  it('uses the provider when a key and secret are set, Platon by default', () => {
    const config = loadConfig({ PAYMENT_KEY: 'KEY', PAYMENT_SECRET: 'SECRET', PUBLIC_URL: 'https://clinic.example' });
    expect(config.payment).toEqual({ mode: 'provider', key: 'KEY', secret: 'SECRET', url: PLATON_URL });
    const runtime = runtimeConfigFor(config);
    expect(runtime.paymentMode).toBe('provider');
    expect(JSON.stringify(runtime)).not.toContain('SECRET');
    expect(contentSecurityPolicy(config).formAction).toEqual(["'self'", 'https://clinic.example', 'https://secure.platononline.com']);
  });

  it('points the form at PAYMENT_URL and allows only its origin', () => {
    const config = loadConfig({ PAYMENT_KEY: 'KEY', PAYMENT_SECRET: 'SECRET', PUBLIC_URL: 'https://clinic.example', PAYMENT_URL: 'https://pay.example/auth' });
    expect(config.payment).toMatchObject({ url: 'https://pay.example/auth' });
    expect(contentSecurityPolicy(config).formAction).toEqual(["'self'", 'https://clinic.example', 'https://pay.example']);
  });

  it('lists every inconsistent payment setting', () => {
    expect(configProblems({ PAYMENT_KEY: 'KEY' })).toEqual([
      'PAYMENT_SECRET: is required when PAYMENT_KEY is set',
      'PUBLIC_URL: is required when PAYMENT_KEY is set (the provider returns visitors to it)',
    ]);
    expect(configProblems({ PAYMENT_SECRET: 'SECRET', PAYMENT_URL: 'https://pay.example' })).toHaveLength(2);
    expect(configProblems({ PAYMENT_URL: 'not a url' })[0]).toMatch(/^PAYMENT_URL: /);
  });
});
