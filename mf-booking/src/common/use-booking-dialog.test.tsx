import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atom } from 'jotai';
import { PHONE } from '@clinic/contracts/constants';
import { MaskedField } from '@clinic/forms/masked-field';
import { OrderFormSchema } from '@clinic/forms/order-form';
import { TextField } from '@clinic/forms/text-field';
import { Dialog } from '@clinic/ui/dialog';
import { BookingForm } from './booking-form.tsx';
import { renderDialog } from './testing/booking-dialog.tsx';
import { useBookingDialog, type BookingDialogOptions } from './use-booking-dialog.ts';

interface TopicDialog {
  isOpen: boolean;
  topic: string;
}
const CLOSED: TopicDialog = { isOpen: false, topic: '' };
const topicDialogAtom = atom<TopicDialog>(CLOSED);

type HarnessOptions = Pick<
  BookingDialogOptions<TopicDialog, typeof OrderFormSchema>,
  'deliver' | 'clearOnClose' | 'onClear'
>;

/** The smallest booking dialog: a name and a phone, sent through what the test gives it. */
function TopicBookingDialog(options: HarnessOptions) {
  const { form, errors, dialogProps, formProps } = useBookingDialog({
    atom: topicDialogAtom,
    closed: CLOSED,
    schema: OrderFormSchema,
    empty: { firstName: '', phone: '', goal: '' },
    ...options,
  });
  return (
    <Dialog {...dialogProps} title="Topic">
      <BookingForm name="topic" result="order" {...formProps}>
        <TextField
          registration={form.register('firstName')}
          label="booking.field.firstName"
          error={errors.firstName?.message}
          autoComplete="given-name"
          required
        />
        <MaskedField
          control={form.control}
          name="phone"
          mask={PHONE.mask}
          label="booking.field.phone"
          autoComplete="tel"
          type="tel"
          required
        />
      </BookingForm>
    </Dialog>
  );
}

/** A delivery the test settles by hand. */
function heldDelivery() {
  let settle: (ok: boolean) => void = () => {};
  const deliver = vi.fn<HarnessOptions['deliver']>(
    () =>
      new Promise((resolve, reject) => {
        settle = (ok) => (ok ? resolve(undefined) : reject(new Error('gateway down')));
      }),
  );
  return { deliver, settle: (ok: boolean) => act(async () => settle(ok)) };
}

function renderOpen(options: HarnessOptions) {
  return renderDialog(
    <TopicBookingDialog {...options} />,
    topicDialogAtom,
    { isOpen: true, topic: 'Dermatology' },
    'en',
  );
}

async function fillAndSend() {
  await userEvent.type(screen.getByLabelText('First name'), 'Olena');
  await userEvent.type(screen.getByLabelText('Phone'), '0501234567');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

async function closeAndReopen(store: ReturnType<typeof renderOpen>) {
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(store.get(topicDialogAtom)).toEqual(CLOSED);
  act(() => store.set(topicDialogAtom, { isOpen: true, topic: 'Dermatology' }));
}

describe('useBookingDialog', () => {
  it('sends the checked fields with what the dialog was opened with, then shows the result in its place', async () => {
    const { deliver, settle } = heldDelivery();
    renderOpen({ deliver });
    await fillAndSend();
    expect(deliver).toHaveBeenCalledWith(
      { firstName: 'Olena', phone: '38(050) 123-45-67', goal: '' },
      { isOpen: true, topic: 'Dermatology' },
      '',
    );
    await settle(true);
    expect(screen.getByRole('status').textContent).toBe('Your request has been sent successfully');
  });

  it('lets a send finish when the dialog is closed during it: opened again, the dialog shows the result', async () => {
    const { deliver, settle } = heldDelivery();
    const store = renderOpen({ deliver });
    await fillAndSend();
    await closeAndReopen(store);
    expect(screen.getByRole('status', { name: 'Sending…' })).toBeTruthy();
    await settle(true);
    expect(screen.getByText('Your request has been sent successfully')).toBeTruthy();
  });

  it('puts a result away on close and gives back the form with what was typed', async () => {
    const { deliver, settle } = heldDelivery();
    const store = renderOpen({ deliver });
    await fillAndSend();
    await settle(false);
    expect(screen.getByText('Oops, something went wrong!')).toBeTruthy();
    await closeAndReopen(store);
    expect(screen.queryByText('Oops, something went wrong!')).toBeNull();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Olena');
  });

  it('empties the form on close when asked, and what the form reset does not reach', async () => {
    const onClear = vi.fn();
    const store = renderOpen({ deliver: heldDelivery().deliver, clearOnClose: true, onClear });
    await userEvent.type(screen.getByLabelText('First name'), 'Olena');
    await closeAndReopen(store);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('');
    expect(onClear).toHaveBeenCalledOnce();
  });
});
