/** The four mail forms as `POST /mail/send` names them. */
export const MAIL_CONFIGS = ['order', 'declaration', 'review', 'vacancies'] as const;
export type MailConfigName = (typeof MAIL_CONFIGS)[number];
