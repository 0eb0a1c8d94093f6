import { useAtom, type PrimitiveAtom } from 'jotai';
import type { DefaultValues } from 'react-hook-form';
import { useSendState } from '@clinic/forms/use-send-state';
import { useValibotForm, type FormInput, type FormOutput, type FormSchema } from '@clinic/forms/use-valibot-form';
import type { DialogProps } from '@clinic/ui/dialog';
import type { BookingFormProps } from './booking-form.tsx';

export interface BookingDialogOptions<TState extends { isOpen: boolean }, TSchema extends FormSchema> {
  /** The atom that opens the dialog, and the state it holds once the dialog is closed. */
  atom: PrimitiveAtom<TState>;
  closed: NoInfer<TState>;
  schema: TSchema;
  /** The empty form, which a successful send goes back to. */
  empty: DefaultValues<FormInput<TSchema>>;
  /** Sends the checked fields with what the dialog was opened with and the honeypot's value. */
  deliver: (fields: FormOutput<TSchema>, dialog: TState, honeypot: string) => Promise<unknown>;
  /** Closing empties the form too, not only the result shown in its place. */
  clearOnClose?: boolean;
  /** Empties what resetting the form does not reach, such as a file picker. */
  onClear?: () => void;
}

/**
 * The wiring every booking dialog shares: its atom opens and closes it, the form is checked
 * by the shared schema, a send shows the loader and then the result, and a successful send
 * leaves the form empty behind the result.
 */
export function useBookingDialog<TState extends { isOpen: boolean }, TSchema extends FormSchema>({
  atom,
  closed,
  schema,
  empty,
  deliver,
  clearOnClose = false,
  onClear,
}: BookingDialogOptions<TState, TSchema>) {
  const [dialog, setDialog] = useAtom(atom);
  const form = useValibotForm(schema, empty);
  const { status, send, reset } = useSendState();

  const clear = () => {
    form.reset(empty);
    onClear?.();
  };

  const close = () => {
    setDialog(closed);
    // A send in flight goes on, and its result waits for the dialog to open again.
    if (status === 'sending') return;
    reset();
    if (clearOnClose) clear();
  };

  const onSubmit: BookingFormProps['onSubmit'] = (event, honeypot) =>
    void form.handleSubmit(async (fields) => {
      const ok = await send(() => deliver(fields, dialog, honeypot));
      if (ok) clear();
    })(event);

  const dialogProps = { open: dialog.isOpen, onClose: close } satisfies Partial<DialogProps>;
  const formProps = { status, valid: form.formState.isValid, onSubmit } satisfies Partial<BookingFormProps>;
  return { dialog, form, errors: form.formState.errors, dialogProps, formProps };
}
