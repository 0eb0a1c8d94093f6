import { describe, expect, it } from 'vitest';
import { formPageOfReferer } from './form-post.ts';

describe('formPageOfReferer', () => {
  it('keeps what the form’s own page was opened with, in its language', () => {
    expect(formPageOfReferer('https://clinic.example/en/vacancy?vacancy=Dermatologist&utm_source=x', 'vacancy')).toBe(
      '/en/vacancy?vacancy=Dermatologist',
    );
    expect(formPageOfReferer('https://clinic.example/payment?amount=500&desc=Консультація', 'payment')).toBe(
      `/payment?amount=500&desc=${encodeURIComponent('Консультація')}`,
    );
  });

  it('answers with the bare form page, in the language of the page the post came from, for any other page', () => {
    expect(formPageOfReferer('https://clinic.example/en/vakansii?vacancy=Dermatologist', 'vacancy')).toBe(
      '/en/vacancy',
    );
    expect(formPageOfReferer('https://clinic.example/', 'order')).toBe('/order');
    expect(formPageOfReferer(undefined, 'order')).toBe('/order');
    expect(formPageOfReferer('http://[not an address', 'review')).toBe('/review');
  });
});
