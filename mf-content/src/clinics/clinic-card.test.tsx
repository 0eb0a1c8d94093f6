import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import { ClinicCard } from './clinic-card.tsx';

const clinic = {
  id: 1,
  name: 'Клініка на Печерську',
  slug: 'klinika-na-pechersku',
  address: 'Київ, вул. Євгена Коновальця, 32',
  phone: '380440927310',
  email: 'pechersk@veresk.example',
  coordinates: { lat: 50.43, lng: 30.53 },
  opening_hours: 'Mo-Sa 09:00-20:00',
  schedule: 'Пн–Сб 09:00–20:00',
  image: '/media/clinics/klinika-na-pechersku.svg',
  description: 'Головна клініка',
  meta_title: 't',
  meta_description: 'd',
};

describe('ClinicCard', () => {
  it('shows the phone as +NN (NNN) NNN-NN-NN with a call link, and links the clinic page', async () => {
    await renderWithProviders(<ClinicCard clinic={clinic} />, { locale: 'en' });
    const call = screen.getByRole('link', { name: 'Call +38 (044) 092-73-10' });
    expect(call.getAttribute('href')).toBe('tel:+380440927310');
    expect(screen.getByRole('link', { name: 'Клініка на Печерську' }).getAttribute('href')).toBe(
      '/en/clinics/klinika-na-pechersku',
    );
  });
});
