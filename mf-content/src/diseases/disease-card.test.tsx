import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import { disease } from '../common/fixtures.ts';
import { DiseaseCard } from './disease-card.tsx';

describe('DiseaseCard', () => {
  it('links to /zahvoryuvannya/{slug} in the page locale', async () => {
    await renderWithProviders(<DiseaseCard disease={disease} />, { locale: 'en' });
    expect(screen.getByRole('link', { name: 'Acne' }).getAttribute('href')).toBe('/en/zahvoryuvannya/akne');
    expect(screen.getByText('Skin conditions')).toBeTruthy();
  });
});
