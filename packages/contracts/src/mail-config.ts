/** The four mail forms, by the config their request names. */
export const MAIL_CONFIGS = ['order', 'declaration', 'review', 'vacancies'] as const;
export type MailConfigName = (typeof MAIL_CONFIGS)[number];

/** The first endpoint, which takes any of the four and learns which from the request's `config`: kept for callers of old. */
export const ANY_MAIL_FORM_PATH = 'mail/send';
