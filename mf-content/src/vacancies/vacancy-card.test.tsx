import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { vacancyDialogAtom } from '@clinic/state/dialogs';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import { vacancy } from '../common/fixtures.ts';
import { VacancyCard } from './vacancy-card.tsx';

describe('VacancyCard', () => {
  it('shows the salary range and opens the vacancy dialog with its name', async () => {
    const { store } = await renderWithProviders(<VacancyCard vacancy={vacancy} />);
    expect(screen.getByText('20000–26000 грн')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Відгукнутися' }));
    expect(store.get(vacancyDialogAtom)).toEqual({ isOpen: true, vacancyName: 'Адміністратор реєстратури' });
  });

  it('shows an open-ended salary as a starting one', async () => {
    await renderWithProviders(<VacancyCard vacancy={{ ...vacancy, salary_to: null }} />, { locale: 'en' });
    expect(screen.getByText('from 20000 UAH')).toBeTruthy();
  });
});
