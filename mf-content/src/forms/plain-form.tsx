import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { MAIL_FORM_PATHS, type FormPageId } from '@clinic/contracts/form-page';
import type { MailConfigName } from '@clinic/contracts/mail-config';
import { IDEMPOTENCY_KEY_FIELD, IDEMPOTENCY_KEY_PLACEHOLDER, newIdempotencyKey } from '@clinic/contracts/idempotency';
import { FormField } from '@clinic/forms/form-field';
import { HONEYPOT_FIELD } from '@clinic/forms/mail-request';
import { SendResult } from '@clinic/forms/send-result';
import { askedFields, type FieldDescription, type FormDescription } from '@clinic/forms/form-description';
import { SelectOptions } from '@clinic/forms/select-field';
import { useLocale } from '@clinic/i18n/use-locale';
import { buttonClass } from '@clinic/ui/button';
import { ConsentNote } from '@clinic/ui/consent-note';
import { useFormAnswer } from './use-form-answer.ts';
import '@clinic/forms/form.css';
import './plain-form.css';

function Control({
  field,
  value,
  control,
}: {
  field: FieldDescription;
  value: string | undefined;
  control: Parameters<Parameters<typeof FormField>[0]['children']>[0];
}) {
  const intl = useIntl();
  const common = { ...control, name: field.name, required: field.required, autoComplete: field.autoComplete };
  const placeholder = field.placeholder ? intl.formatMessage({ id: field.placeholder }) : undefined;
  const initial = value ?? String(field.initial ?? '');
  switch (field.kind) {
    case 'textarea':
      return <textarea {...common} defaultValue={initial} />;
    // Without a script a rating is chosen from a list of its star counts.
    case 'rating':
    case 'select':
      return (
        <select {...common} defaultValue={initial}>
          <SelectOptions options={field.options ?? []} placeholder={field.placeholder} />
        </select>
      );
    case 'file':
      return <input {...common} type="file" accept={field.accept} />;
    default:
      return (
        <input
          {...common}
          type={field.kind}
          inputMode={field.inputMode}
          placeholder={placeholder}
          defaultValue={initial}
        />
      );
  }
}

interface PlainFormProps {
  form: FormPageId;
  /** Where the form posts: the endpoint its dialog sends to (a mail form's own, by its config, unless told). */
  action?: string;
  /** The mail form's config; a payment has none. */
  config?: MailConfigName;
  /** Catalogue key of the send button's text. */
  submitLabel?: string;
  /** Its fields, described once for the page, the dialog and the staff mail. */
  fields: FormDescription;
  /** Passed on as the dialog would pass them (a note, what a review is about, a vacancy's name). */
  hidden?: Record<string, string>;
  /** Shown above the fields, e.g. what is being booked. */
  context?: ReactNode;
}

/**
 * A form on a page of its own that works without scripts: a plain post to the same endpoint the
 * dialog sends to, which validates it with the same rules and answers with this page: the dialog's
 * success text, or the form again with each field's error and what the visitor typed.
 */
export function PlainForm({
  form,
  config,
  action = config && `/${MAIL_FORM_PATHS[config]}`,
  submitLabel = 'booking.send',
  fields,
  hidden = {},
  context,
}: PlainFormProps) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const answer = useFormAnswer(form);
  // One key per page the form is on: the server's render leaves the gateway's placeholder, a browser makes its own.
  const [idempotencyKey] = useState(() =>
    typeof document === 'undefined' ? IDEMPOTENCY_KEY_PLACEHOLDER : newIdempotencyKey(),
  );
  if (answer?.outcome === 'sent') return <SendResult failed={false} form={form} />;
  const values = answer?.values ?? {};
  const errors = answer?.errors ?? {};
  const asked = askedFields(fields);
  const multipart = asked.some((field) => field.kind === 'file');
  return (
    <>
      {answer?.outcome === 'failed' ? <SendResult failed form={form} /> : null}
      {context}
      <form
        className="plain-form"
        name={form}
        method="post"
        action={action}
        encType={multipart ? 'multipart/form-data' : undefined}
        noValidate
      >
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="page" value={`${pathname}${search}`} />
        <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={idempotencyKey} suppressHydrationWarning />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {asked.map((field) => (
          <FormField
            key={field.name}
            name={field.name}
            label={<FormattedMessage id={field.label} />}
            error={errors[field.name]}
            hint={field.hint}
            required={field.required}
          >
            {(control) => <Control field={field} value={values[field.name]} control={control} />}
          </FormField>
        ))}
        <div className="form-honeypot" aria-hidden="true">
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <ConsentNote />
        <div className="plain-form__actions">
          <button type="submit" className={buttonClass()}>
            <FormattedMessage id={submitLabel} />
          </button>
        </div>
      </form>
    </>
  );
}
