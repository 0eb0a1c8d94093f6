import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { orderDialogAtom } from '@clinic/state/dialogs';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import { doctor } from '../common/fixtures.ts';
import { DoctorCard } from './doctor-card.tsx';

describe('DoctorCard', () => {
  it('links to /likari/{direction}/{doctor} and shows experience and price', async () => {
    await renderWithProviders(<DoctorCard doctor={doctor} />);
    expect(screen.getByRole('link', { name: 'Олена Коваленко' }).getAttribute('href')).toBe(
      '/likari/dermatolohiia/olena-kovalenko',
    );
    expect(screen.getByText('Стаж 14 років')).toBeTruthy();
    expect(screen.getByText('Консультація: 900 грн')).toBeTruthy();
  });

  it('opens the order dialog with a note naming the doctor', async () => {
    const { store } = await renderWithProviders(<DoctorCard doctor={doctor} />, { locale: 'en' });
    expect(screen.getByText('Consultation: 900 UAH')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Book this doctor' }));
    expect(store.get(orderDialogAtom)).toEqual({ isOpen: true, note: 'Appointment with: Олена Коваленко' });
  });
});
