import { TEXT_FORM_BODY_LIMIT, orNotGiven, type MailOperation } from './mail-operation.ts';

/** Make an appointment: the name, the phone, the goal and the note the booking button carried. */
export const orderOperation: MailOperation<'order'> = {
  config: 'order',
  bodyLimit: TEXT_FORM_BODY_LIMIT,
  subject: 'Запис на прийом',
  lines: ({ fields: { firstName, phone, goal, note } }) => [
    ['Імʼя', firstName],
    ['Телефон', phone],
    ['Мета візиту', orNotGiven(goal)],
    ['Примітка', orNotGiven(note)],
  ],
  contextFields: ['note'],
};
