import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config.ts';
import { configProblems } from '../testing/config-problems.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes what express understands: true, a hop count, addresses, CIDRs and named ranges', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8, 192.168.1.7' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
      '192.168.1.7',
    ]);
  });

  it('stops the start naming each entry that is none of those', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'loopbak,10.0.0.0/33' })).toThrow(ConfigError);
    expect(configProblems({ TRUST_PROXY: 'loopbak,10.0.0.0/33,1.2.3.4/8/1' })).toEqual([
      'TRUST_PROXY: "loopbak" is not an address, a CIDR or one of loopback, linklocal, uniquelocal',
      'TRUST_PROXY: "10.0.0.0/33": prefix must be 0 to 32',
      'TRUST_PROXY: "1.2.3.4/8/1" is not an address, a CIDR or one of loopback, linklocal, uniquelocal',
    ]);
  });
});
