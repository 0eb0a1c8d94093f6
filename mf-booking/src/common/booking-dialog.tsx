import { useRef, type ReactNode } from 'react';
import type { PrimitiveAtom } from 'jotai';
import type { DefaultValues } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { FormPageId } from '@clinic/contracts/form-page';
import { DescribedField } from '@clinic/forms/described-field';
import type { FileFieldHandle } from '@clinic/forms/file-field';
import { askedFields, emptyValues, type FormDescription } from '@clinic/forms/form-description';
import type { FormInput, FormSchema } from '@clinic/forms/use-valibot-form';
import { Dialog } from '@clinic/ui/dialog';
import { BookingForm } from './booking-form.tsx';
import { useBookingDialog, type BookingDialogOptions } from './use-booking-dialog.ts';

export interface BookingDialogProps<TState extends { isOpen: boolean }, TSchema extends FormSchema>
  extends Omit<BookingDialogOptions<TState, TSchema>, 'empty' | 'onClear' | 'closed' | 'atom'> {
  /** The form's name, as its page without scripts has it; its title is `booking.<name>.title`. */
  name: Exclude<FormPageId, 'payment'>;
  /** The atom that opens it; the state it starts with is the closed dialog. */
  atom: PrimitiveAtom<TState> & { init: TState };
  /** Its fields, described once for the dialog, the page without scripts and the staff mail. */
  fields: FormDescription;
  /** What the button that opened the dialog said it is about, shown above the form. */
  context?: (dialog: TState) => ReactNode;
  /** What comes between that and the form, such as a booking widget. */
  children?: ReactNode;
}

/** A booking dialog: its described fields in the shared frame, sent by its own `deliver`. */
export function BookingDialog<TState extends { isOpen: boolean }, TSchema extends FormSchema>({
  name,
  fields,
  context,
  children,
  ...options
}: BookingDialogProps<TState, TSchema>) {
  const filePicker = useRef<FileFieldHandle>(null);
  const { dialog, form, dialogProps, formProps } = useBookingDialog({
    ...options,
    closed: options.atom.init,
    empty: emptyValues(fields) as DefaultValues<FormInput<TSchema>>,
    // A file input's value cannot be reset with the form, only emptied.
    onClear: () => filePicker.current?.clear(),
  });
  const about = context?.(dialog);
  return (
    <Dialog {...dialogProps} title={<FormattedMessage id={`booking.${name}.title`} />} className="booking-dialog">
      {about ? <p className="booking-dialog__context">{about}</p> : null}
      {children}
      <BookingForm name={name} {...formProps}>
        {askedFields(fields).map((field) => (
          <DescribedField key={field.name} field={field} form={form} filePicker={filePicker} />
        ))}
      </BookingForm>
    </Dialog>
  );
}
