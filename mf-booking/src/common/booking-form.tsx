import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FormPageId } from '@clinic/contracts/form-page';
import { SendResult } from '@clinic/forms/send-result';
import type { SendStatus } from '@clinic/forms/use-send-state';
import { Loader } from '@clinic/ui/loader';
import { ConsentNote } from '@clinic/ui/consent-note';
import { Honeypot } from './honeypot.tsx';
import '@clinic/forms/form.css';
import './booking-form.css';

export interface BookingFormProps {
  /** The form's name, as its page without scripts has it: it also says which text its success shows. */
  name: FormPageId;
  status: SendStatus;
  /** Whether the fields pass the rules: the send button looks disabled until then. */
  valid: boolean;
  /** Receives the honeypot's value with the submit. */
  onSubmit: (event: FormEvent<HTMLFormElement>, honeypot: string) => void;
  children: ReactNode;
}

/** The first field a visitor fills in: not the honeypot, which no one reaches. */
function firstField(form: HTMLFormElement): HTMLElement | null {
  return form.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), textarea, select');
}

/**
 * The frame of every booking form: fields, the send button, a loader while sending, and
 * in place of the form the success or error message until it hides. When the message
 * hides, the form it gives way to takes the focus the message had, on its first field.
 */
export function BookingForm({ name, status, valid, onSubmit, children }: BookingFormProps) {
  const intl = useIntl();
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const showing = status === 'success' || status === 'error';
  const wasShowing = useRef(showing);
  useEffect(() => {
    const hidden = wasShowing.current && !showing;
    wasShowing.current = showing;
    // Only focus that went down with the message: a visitor who moved it on keeps it where it is.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (hidden && lost && form.current) firstField(form.current)?.focus();
  }, [showing]);
  if (showing) return <SendResult failed={status === 'error'} form={name} focusOnMount />;
  const sending = status === 'sending';
  return (
    <form
      ref={form}
      className="booking-form"
      name={name}
      noValidate
      aria-busy={sending}
      onSubmit={(event) => onSubmit(event, honeypot.current?.value ?? '')}
    >
      {children}
      <Honeypot ref={honeypot} />
      <ConsentNote />
      <div className="booking-form__actions">
        {sending ? (
          <Loader label={intl.formatMessage({ id: 'booking.sending' })} />
        ) : (
          // Still clickable while it looks disabled, so a click shows what is missing.
          <button
            type="submit"
            className={`ui-button ui-button--primary booking-form__send${valid ? '' : ' is-disabled'}`}
            aria-disabled={!valid}
          >
            <FormattedMessage id="booking.send" />
          </button>
        )}
      </div>
    </form>
  );
}
