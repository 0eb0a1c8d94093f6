import { TEXT_FORM_BODY_LIMIT, type MailOperation } from './mail-operation.ts';

/** Sign a declaration with a family doctor. */
export const declarationOperation: MailOperation<'declaration'> = {
  config: 'declaration',
  bodyLimit: TEXT_FORM_BODY_LIMIT,
  subject: 'Запит на декларацію',
  lines: ({ fields: { pib, phone, birthday } }) => [
    ['ПІБ', pib],
    ['Телефон', phone],
    ['Дата народження', birthday],
  ],
  contextFields: [],
};
