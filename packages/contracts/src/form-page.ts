import type { MailConfigName } from './mail-config.ts';
import type { PaymentCheckoutResponse } from './payment.ts';

/** The forms that also live on a page of their own (a route each), for visitors whose browser runs no script. */
export type FormPageId = 'order' | 'declaration' | 'review' | 'vacancy' | 'payment';

/** Which page a mail form's config belongs to (the vacancy form's config is `vacancies`). */
export const FORM_PAGE_OF_CONFIG: Record<MailConfigName, FormPageId> = {
  order: 'order',
  declaration: 'declaration',
  review: 'review',
  vacancies: 'vacancy',
};

/** Each mail form's own endpoint (relative to the API's base), named after its page, with that form's size limit. */
export const MAIL_FORM_PATHS = Object.fromEntries(
  Object.entries(FORM_PAGE_OF_CONFIG).map(([config, page]) => [config, `mail/${page}`]),
) as Record<MailConfigName, string>;

/**
 * What a form's page shows after a plain form post: the success text (`sent`), the form again with
 * each field's error and the visitor's input (`invalid`), the generic error (`failed`), or, for a
 * payment, the signed form to post to the card provider (`checkout`).
 */
export interface FormPageState {
  form: FormPageId;
  outcome: 'sent' | 'invalid' | 'failed' | 'checkout';
  /** The provider's form as the gateway signed it (`checkout` only). */
  checkout?: PaymentCheckoutResponse;
  /** What the visitor typed, by field name (never a file). */
  values: Record<string, string>;
  /** A catalogue key per field that failed its rule. */
  errors: Record<string, string>;
  /**
   * The form page's own address (path and query), which the server rendered: the browser shows the
   * answer at the address it posted to (`/mail/order`), and puts this one in its place before it hydrates.
   */
  address?: string;
}

/** The element of a form post's answer page that carries its state to the browser, so it hydrates as it was rendered. */
export const FORM_PAGE_ELEMENT_ID = 'form-page-state';

/** What a dialog knows from the button that opened it, carried in the address of the form's page instead. */
export const FORM_CONTEXT_QUERY = {
  note: 'note',
  relationType: 'type',
  relationSlug: 'slug',
  vacancyName: 'vacancy',
  amount: 'amount',
  description: 'desc',
} as const;
export type FormContext = Partial<Record<keyof typeof FORM_CONTEXT_QUERY, string>>;

/** `/order?note=…`: the address of a form's page with what its dialog would have been told. */
export function withFormContext(path: string, context: FormContext = {}): string {
  const query = new URLSearchParams();
  for (const [key, name] of Object.entries(FORM_CONTEXT_QUERY)) {
    const value = context[key as keyof FormContext];
    if (value) query.set(name, value);
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
