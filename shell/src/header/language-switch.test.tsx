import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import { LanguageSwitch } from './language-switch.tsx';

describe('the language switch', () => {
  it('leads to the same list page in the other language, with its filter and page but not the visit’s tracking tags', async () => {
    await renderWithProviders(<LanguageSwitch />, { url: '/likari?utm_source=mail&category=dermatolohiia&page=2' });
    expect(screen.getByRole('link', { name: /^English/ }).getAttribute('href')).toBe(
      '/en/likari?page=2&category=dermatolohiia',
    );
  });

  it('leads from English to the Ukrainian page, a translated slug back to its Ukrainian one', async () => {
    await renderWithProviders(<LanguageSwitch />, { locale: 'en', url: '/en/privacy-policy' });
    expect(screen.getByRole('link', { name: /^Українська/ }).getAttribute('href')).toBe('/polityka-konfidentsiinosti');
  });

  it('keeps the search page’s query', async () => {
    await renderWithProviders(<LanguageSwitch />, { locale: 'en', url: '/en/search?query=acne' });
    expect(screen.getByRole('link', { name: /^Українська/ }).getAttribute('href')).toBe('/search?query=acne');
  });
});
