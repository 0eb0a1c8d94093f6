import { describe, expect, it } from 'vitest';
import { applyPageHead, applyPageHeadAnswer, type PageHead } from './document-head.ts';

/** A client-side navigation: the head the gateway wrote for the page before, then the next page's head applied. */
function navigate(headBefore: string, next: PageHead): void {
  document.head.innerHTML = headBefore;
  applyPageHead(document, next);
}

describe('document head on client-side navigation', () => {
  it('replaces title, description, canonical and alternates', () => {
    navigate(
      '<title>Old</title><meta name="description" content="old"><link rel="canonical" href="https://x/old"><link rel="alternate" hreflang="en" href="https://x/en/old">',
      {
        status: 200,
        title: 'How to choose a sunscreen',
        description: 'SPF explained',
        canonical: 'https://x/en/blog/sun',
        alternates: [
          { hreflang: 'uk', href: 'https://x/blog/sun' },
          { hreflang: 'en', href: 'https://x/en/blog/sun' },
        ],
        image: 'https://x/media/blog/sun.svg',
      },
    );
    expect(document.title).toBe('How to choose a sunscreen');
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe('SPF explained');
    expect(document.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe('https://x/en/blog/sun');
    expect(
      [...document.querySelectorAll('link[rel="alternate"]')].map((link) => link.getAttribute('hreflang')),
    ).toEqual(['uk', 'en']);
    expect(document.querySelector('meta[property="og:image"]')!.getAttribute('content')).toBe(
      'https://x/media/blog/sun.svg',
    );
  });

  it('drops canonical and alternates and adds noindex for an error page', () => {
    navigate('<link rel="canonical" href="https://x/a"><link rel="alternate" hreflang="uk" href="https://x/a">', {
      status: 404,
      title: '404 | Veresk Clinics',
      description: 'Page not found',
      canonical: null,
      alternates: [],
    });
    expect(document.querySelectorAll('link')).toHaveLength(0);
    expect(document.querySelector('meta[name="robots"]')!.getAttribute('content')).toBe('noindex');
  });

  it('leaves the head as it was when the gateway’s answer is not a page head', () => {
    document.head.innerHTML = '<title>Kept</title><link rel="canonical" href="https://x/kept">';
    expect(() => applyPageHeadAnswer(document, { title: 'No status or links' })).toThrow();
    expect(document.title).toBe('Kept');
    expect(document.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe('https://x/kept');
  });
});
