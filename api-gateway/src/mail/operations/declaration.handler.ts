import { DECLARATION_FORM } from '@clinic/forms/declaration-form';
import { TEXT_FORM_BODY_LIMIT, type MailOperation } from './mail-operation.ts';

/** Sign a declaration with a family doctor. */
export const declarationOperation: MailOperation<'declaration'> = {
  config: 'declaration',
  bodyLimit: TEXT_FORM_BODY_LIMIT,
  subject: 'Запит на декларацію',
  form: DECLARATION_FORM,
};
