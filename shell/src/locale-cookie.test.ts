import { describe, expect, it } from 'vitest';
import { localeCookie } from './locale-cookie.ts';

describe('locale cookie', () => {
  it('lasts 365 days on path / with SameSite lax', () => {
    expect(localeCookie('en')).toBe('i18n_locale=en; Max-Age=31536000; Path=/; SameSite=lax');
  });
});
