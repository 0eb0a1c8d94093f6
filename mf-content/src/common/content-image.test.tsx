import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ContentImage } from './content-image.tsx';

const picture = {
  alt: 'Illustrated portrait of Olena Kovalenko, dermatovenereologist, in a white coat',
  width: 300,
  height: 360,
  srcset: '/media/doctors/a-240.jpg 240w, /media/doctors/a-480.jpg 480w',
  sources: [
    { type: 'image/avif' as const, srcset: '/media/doctors/a-240.avif 240w, /media/doctors/a-480.avif 480w' },
    { type: 'image/webp' as const, srcset: '/media/doctors/a-240.webp 240w, /media/doctors/a-480.webp 480w' },
  ],
};

describe('content image', () => {
  it('offers AVIF and WebP before the fallback, with the content’s alt text and size', () => {
    const { container } = render(
      <ContentImage
        src="/media/doctors/a-480.jpg"
        picture={picture}
        sizes="300px"
        alt="Olena Kovalenko"
        width={300}
        height={360}
      />,
    );
    const image = screen.getByRole('img', { name: picture.alt });
    expect(image.getAttribute('srcset')).toBe(picture.srcset);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['300', '360']);
    const sources = [...container.querySelectorAll('picture > source')].map((source) => [
      source.getAttribute('type'),
      source.getAttribute('srcset'),
    ]);
    expect(sources).toEqual(picture.sources.map((source) => [source.type, source.srcset]));
  });

  it('is a plain image with the page’s alt text when the content gives no picture', () => {
    const { container } = render(<ContentImage src="/media/x.svg" alt="A clinic" width={400} height={300} priority />);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'A clinic' }).getAttribute('fetchpriority')).toBe('high');
  });

  it('is decorative and of the content’s 400 × 300 when the page names neither, so nothing shifts as it loads', () => {
    const { container } = render(<ContentImage src="/media/x.svg" />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['400', '300']);
  });
});
