import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { Clinic } from '@clinic/contracts/content/clinic';
import { sampleClinic } from '@clinic/contracts/testing/sample-clinic';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import { VideoSection } from './video-section.tsx';

async function renderSection(locale: 'uk' | 'en', clinics: Clinic[]) {
  await renderWithProviders(<VideoSection />, { locale, content: { clinics } });
}

describe('video section', () => {
  it('plays the first clinic’s tour only when asked, with its picture as the poster', async () => {
    await renderSection('en', [{ ...sampleClinic, video: '/media/clinics/tour.webm' }]);
    expect(document.querySelector('video')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Watch the clinic video' }));
    const video = document.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/media/clinics/tour.webm');
    expect(video.getAttribute('poster')).toBe(sampleClinic.image);
  });

  it('without a video, the poster leads to the about page', async () => {
    await renderSection('uk', [sampleClinic]);
    expect((await screen.findByRole('link', { name: 'Більше про нас' })).getAttribute('href')).toBe('/about-us');
    expect(screen.queryByRole('button', { name: 'Дивитися відео про клініку' })).toBeNull();
  });
});
