import { describe, expect, it } from 'vitest';
import { messagesFor } from '@clinic/i18n/catalogue';
import { resultTexts } from './result-texts.ts';

describe('what a form shows once sent', () => {
  it('thanks for a booking, a review and an application in words of their own, and for the rest in common ones', () => {
    expect(resultTexts('order', false)).toEqual({ title: 'resultDialogs.order.title' });
    expect(resultTexts('vacancy', false)).toEqual({ title: 'resultDialogs.vacancy.title' });
    expect(resultTexts('declaration', false)).toEqual({
      title: 'resultDialogs.common.title',
      desc: 'resultDialogs.common.desc',
    });
  });

  it('says the same about a failure whatever the form', () => {
    expect(resultTexts('review', true)).toEqual(resultTexts('payment', true));
  });

  it.each(['uk', 'en'] as const)('names only texts the %s catalogue has', (locale) => {
    const messages = messagesFor(locale);
    for (const form of ['order', 'declaration', 'review', 'vacancy', 'payment'] as const)
      for (const failed of [false, true])
        for (const key of Object.values(resultTexts(form, failed))) expect(messages[key], key).toBeTruthy();
  });
});
