import { useRef, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SendStatus } from '@clinic/forms/use-send-state';
import { Loader } from '@clinic/ui/loader';
import { Honeypot } from './honeypot.tsx';
import { SendResult, type ResultKind } from './send-result.tsx';
import './booking-form.css';

export interface BookingFormProps {
  name: string;
  status: SendStatus;
  result: ResultKind;
  /** Whether the fields pass the rules: the send button looks disabled until then. */
  valid: boolean;
  /** Receives the honeypot's value with the submit. */
  onSubmit: (event: FormEvent<HTMLFormElement>, honeypot: string) => void;
  children: ReactNode;
}

/**
 * The frame of every booking form: fields, the send button, a loader while sending, and
 * in place of the form the success or error message until it hides.
 */
export function BookingForm({ name, status, result, valid, onSubmit, children }: BookingFormProps) {
  const intl = useIntl();
  const honeypot = useRef<HTMLInputElement>(null);
  if (status === 'success' || status === 'error') return <SendResult failed={status === 'error'} kind={result} />;
  const sending = status === 'sending';
  return (
    <form className="booking-form" name={name} noValidate aria-busy={sending} onSubmit={(event) => onSubmit(event, honeypot.current?.value ?? '')}>
      {children}
      <Honeypot ref={honeypot} />
      <div className="booking-form__actions">
        {sending ? (
          <Loader label={intl.formatMessage({ id: 'booking.sending' })} />
        ) : (
          // Still clickable while it looks disabled, so a click shows what is missing.
          <button type="submit" className={`ui-button ui-button--primary booking-form__send${valid ? '' : ' is-disabled'}`} aria-disabled={!valid}>
            <FormattedMessage id="booking.send" />
          </button>
        )}
      </div>
    </form>
  );
}
