import { describe, expect, it } from 'vitest';
import { formatPhone, formatPrice, phoneHref } from './format.ts';
import { messagesFor, missingKeys } from './catalogue.ts';

describe('formatters', () => {
  it('shows a 12-digit phone as +NN (NNN) NNN-NN-NN', () => {
    expect(formatPhone('380501234567')).toBe('+38 (050) 123-45-67');
    expect(phoneHref('380501234567')).toBe('tel:+380501234567');
  });
  it('shows prices with the locale currency', () => {
    expect(formatPrice(500, 'uk')).toBe('500 грн');
    expect(formatPrice(500, 'en')).toBe('500 UAH');
  });
});

describe('catalogue', () => {
  it('has every key in both locales', () => {
    expect(missingKeys()).toEqual({ uk: [], en: [] });
  });
  it('holds the site’s texts exactly', () => {
    expect(messagesFor('uk')['forms.validation.required']).toBe('Це поле обовʼязкове');
    expect(messagesFor('en')['forms.validation.incorrect']).toBe('Incorrect format');
    expect(messagesFor('uk')['error.notFound']).toBe('На жаль, цю сторінку не знайдено.');
    expect(messagesFor('uk')['error.other']).toBe('Упс, сталася помилка :(');
    expect(messagesFor('uk')['error.lookingFor']).toBe('Не знайшли що шукали?');
    // The English text for an unmatched route, without a full stop.
    expect(messagesFor('en')['error.notFound']).toBe('This page could not be found');
  });
});
