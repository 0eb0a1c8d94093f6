import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { Clinic } from '@clinic/contracts/content/clinic';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import { VideoSection } from './video-section.tsx';

const clinic: Clinic = {
  id: 1,
  name: 'Pechersk clinic',
  slug: 'klinika-na-pechersku',
  address: '32 Yevhena Konovaltsia St, Kyiv',
  phone: '380440927310',
  email: 'pechersk@veresk.example',
  coordinates: { lat: 50.43, lng: 30.53 },
  opening_hours: 'Mo-Sa 09:00-20:00',
  schedule: 'Mon–Sat 09:00–20:00',
  image: '/media/clinics/klinika-na-pechersku.svg',
  description: 'The main clinic',
  meta_title: 't',
  meta_description: 'd',
};

async function renderSection(locale: 'uk' | 'en', clinics: Clinic[]) {
  await renderWithProviders(<VideoSection />, { locale, content: { clinics } });
}

describe('video section', () => {
  it('plays the first clinic’s tour only when asked, with its picture as the poster', async () => {
    await renderSection('en', [{ ...clinic, video: '/media/clinics/tour.webm' }]);
    expect(document.querySelector('video')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Watch the clinic video' }));
    const video = document.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/media/clinics/tour.webm');
    expect(video.getAttribute('poster')).toBe(clinic.image);
  });

  it('without a video, the poster leads to the about page', async () => {
    await renderSection('uk', [clinic]);
    expect((await screen.findByRole('link', { name: 'Більше про нас' })).getAttribute('href')).toBe('/about-us');
    expect(screen.queryByRole('button', { name: 'Дивитися відео про клініку' })).toBeNull();
  });
});
