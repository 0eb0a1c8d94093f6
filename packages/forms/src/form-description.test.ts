import { describe, expect, it } from 'vitest';
import { DECLARATION_FORM, DeclarationFormSchema, DeclarationMailFieldsSchema } from './declaration-form.ts';
import { askedFields, contextNames, emptyValues, type MailFormDescription } from './form-description.ts';
import { ORDER_FORM, OrderFormSchema, OrderMailFieldsSchema } from './order-form.ts';
import { REVIEW_FORM, ReviewFormSchema, ReviewMailFieldsSchema } from './review-form.ts';
import { VACANCY_FORM, VacancyFormSchema, VacancyMailFieldsSchema } from './vacancy-form.ts';

const FORMS: [string, MailFormDescription, { entries: object }, { entries: object }][] = [
  ['order', ORDER_FORM, OrderFormSchema, OrderMailFieldsSchema],
  ['declaration', DECLARATION_FORM, DeclarationFormSchema, DeclarationMailFieldsSchema],
  ['review', REVIEW_FORM, ReviewFormSchema, ReviewMailFieldsSchema],
  ['vacancy', VACANCY_FORM, VacancyFormSchema, VacancyMailFieldsSchema],
];

describe.each(FORMS)('the %s form’s description', (_name, form, formSchema, mailSchema) => {
  const asked = askedFields(form).map((field) => field.name);

  it('asks for exactly the fields its dialog’s schema checks', () => {
    expect(asked.toSorted()).toEqual(Object.keys(formSchema.entries).toSorted());
  });

  it('together with what it carries, names every field the gateway takes, once', () => {
    const described = [...asked, ...contextNames(form)];
    expect(new Set(described).size).toBe(described.length);
    expect(described.toSorted()).toEqual(Object.keys(mailSchema.entries).toSorted());
  });

  it('gives every entry a mail label of its own', () => {
    const labels = form.map((entry) => entry.mailLabel);
    expect(labels.every((label) => label.trim() !== '')).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('an empty form', () => {
  it('starts the review at five stars, a file at nothing and every text empty', () => {
    expect(emptyValues(REVIEW_FORM)).toEqual({ firstName: '', phone: '', rating: 5, comment: '' });
    expect(emptyValues(VACANCY_FORM)).toEqual({ firstName: '', email: '', phone: '', comment: '', cv: undefined });
  });
});
