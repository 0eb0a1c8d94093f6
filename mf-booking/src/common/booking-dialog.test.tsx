import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atom } from 'jotai';
import { VACANCY_FORM, VacancyFormSchema } from '@clinic/forms/vacancy-form';
import { BookingDialog, type BookingDialogProps } from './booking-dialog.tsx';
import { renderDialog } from './testing/booking-dialog.tsx';

interface TopicDialog {
  isOpen: boolean;
  topic: string;
}
const CLOSED: TopicDialog = { isOpen: false, topic: '' };
const topicDialogAtom = atom<TopicDialog>(CLOSED);

type HarnessOptions = Pick<BookingDialogProps<TopicDialog, typeof VacancyFormSchema>, 'deliver' | 'clearOnClose'>;

/** A booking dialog of the vacancy's fields opened by an atom of the test's own, sent through what the test gives it. */
function TopicBookingDialog(options: HarnessOptions) {
  return (
    <BookingDialog
      name="vacancy"
      fields={VACANCY_FORM}
      schema={VacancyFormSchema}
      atom={topicDialogAtom}
      context={({ topic }) => topic}
      {...options}
    />
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

const VACANCY_SENT = 'Your CV has been sent successfully';
const CV = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });

async function fillAndSend() {
  await userEvent.type(screen.getByLabelText('First name'), 'Olena');
  await userEvent.type(screen.getByLabelText('Phone'), '0501234567');
  await userEvent.upload(screen.getByLabelText('CV'), CV);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

async function closeAndReopen(store: ReturnType<typeof renderOpen>) {
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(store.get(topicDialogAtom)).toEqual(CLOSED);
  act(() => store.set(topicDialogAtom, { isOpen: true, topic: 'Dermatology' }));
}

describe('a booking dialog', () => {
  it('sends the checked fields with what the dialog was opened with, then shows the result in its place', async () => {
    const { deliver, settle } = heldDelivery();
    renderOpen({ deliver });
    await fillAndSend();
    expect(screen.getByText('Dermatology')).toBeTruthy();
    expect(deliver).toHaveBeenCalledWith(
      { firstName: 'Olena', email: '', phone: '38(050) 123-45-67', comment: '', cv: CV },
      { isOpen: true, topic: 'Dermatology' },
      '',
    );
    await settle(true);
    expect(screen.getByRole('status').textContent).toBe(VACANCY_SENT);
  });

  it('lets a send finish when the dialog is closed during it: opened again, the dialog shows the result', async () => {
    const { deliver, settle } = heldDelivery();
    const store = renderOpen({ deliver });
    await fillAndSend();
    await closeAndReopen(store);
    expect(screen.getByRole('status', { name: 'Sending…' })).toBeTruthy();
    await settle(true);
    expect(screen.getByText(VACANCY_SENT)).toBeTruthy();
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

  it('empties the form on close when asked, the file picker too, which the form’s reset does not reach', async () => {
    const store = renderOpen({ deliver: heldDelivery().deliver, clearOnClose: true });
    await userEvent.type(screen.getByLabelText('First name'), 'Olena');
    await userEvent.upload(screen.getByLabelText('CV'), CV);
    expect(screen.getByText('cv.pdf')).toBeTruthy();
    await closeAndReopen(store);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('CV') as HTMLInputElement).files).toHaveLength(0);
    expect(screen.queryByText('cv.pdf')).toBeNull();
  });
});
