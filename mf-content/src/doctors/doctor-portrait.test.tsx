import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { doctor } from '../common/fixtures.ts';
import { DoctorPortrait } from './doctor-portrait.tsx';

describe('DoctorPortrait', () => {
  it('names the doctor at the portrait size, lazily, with the place’s classes', () => {
    render(<DoctorPortrait doctor={doctor} className="card__image doctor-card__photo" />);
    const image = screen.getByRole('img', { name: 'Олена Коваленко' });
    expect(image.getAttribute('src')).toBe('/media/doctors/olena-kovalenko.svg');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['300', '360']);
    expect(image.getAttribute('class')).toBe('content-image card__image doctor-card__photo');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('on the doctor’s page is fetched at once, and chosen from its widths as shown at most 300 pixels wide', () => {
    const picture = {
      alt: 'Illustrated portrait of Olena Kovalenko',
      width: 300,
      height: 360,
      srcset: '/media/doctors/a-240.jpg 240w, /media/doctors/a-480.jpg 480w',
    };
    render(<DoctorPortrait doctor={{ ...doctor, picture }} className="detail-hero__image" priority />);
    const image = screen.getByRole('img', { name: picture.alt });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('sizes')).toBe('(max-width: 599px) 100vw, 300px');
  });
});
