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
    expect(contentSecurityPolicy(config).formAction).toEqual([
      "'self'",
      'https://clinic.example',
      'https://secure.platononline.com',
    ]);
  });

  it('points the form at PAYMENT_URL and allows only its origin', () => {
    const config = loadConfig({
      PAYMENT_KEY: 'KEY',
      PAYMENT_SECRET: 'SECRET',
      PUBLIC_URL: 'https://clinic.example',
      PAYMENT_URL: 'https://pay.example/auth',
    });
    expect(config.payment).toMatchObject({ url: 'https://pay.example/auth' });
    expect(contentSecurityPolicy(config).formAction).toEqual([
      "'self'",
      'https://clinic.example',
      'https://pay.example',
    ]);
  });

  it('in production takes practice payments only when PAYMENT_SANDBOX=true says so', () => {
    expect(configProblems({ NODE_ENV: 'production' })).toEqual([
      'PAYMENT_KEY: is required with NODE_ENV=production (or set PAYMENT_SANDBOX=true to take practice payments, with no money charged)',
    ]);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'true' }).payment).toEqual({ mode: 'sandbox' });
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PAYMENT_KEY: 'KEY',
        PAYMENT_SECRET: 'SECRET',
        PUBLIC_URL: 'https://clinic.example',
      }).payment.mode,
    ).toBe('provider');
    expect(
      configProblems({
        PAYMENT_SANDBOX: 'true',
        PAYMENT_KEY: 'KEY',
        PAYMENT_SECRET: 'SECRET',
        PUBLIC_URL: 'https://clinic.example',
      }),
    ).toEqual(['PAYMENT_SANDBOX: cannot be true with PAYMENT_KEY set (unset one of them)']);
    expect(configProblems({ PAYMENT_SANDBOX: 'yes' })).toEqual(['PAYMENT_SANDBOX: must be true or false']);
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
