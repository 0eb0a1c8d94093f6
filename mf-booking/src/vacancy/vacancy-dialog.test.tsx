import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vacancyDialogAtom } from '@clinic/state/dialogs';
import { opener } from '../common/testing/booking-dialog.tsx';
import { VacancyDialog } from './vacancy-dialog.tsx';

const dialog = opener(<VacancyDialog />, vacancyDialogAtom, { isOpen: true, vacancyName: 'Лікар-дерматолог' }, 'en');

describe('VacancyDialog', () => {
  it('is titled "Fill the form to join us" and shows the vacancy', () => {
    dialog.renderOpen();
    expect(screen.getByRole('heading').textContent).toBe('Fill the form to join us');
    expect(screen.getByText('Лікар-дерматолог')).toBeTruthy();
  });

  it('names every field and reads the CV hint with the picker', () => {
    dialog.renderOpen();
    expect(screen.getByLabelText('E-mail')).toMatchObject({ name: 'email', autocomplete: 'email', type: 'email' });
    expect(screen.getByLabelText('Comment')).toMatchObject({ name: 'comment' });
    const cv = screen.getByLabelText('CV') as HTMLInputElement;
    expect(cv).toMatchObject({ name: 'cv', type: 'file' });
    const hint = screen.getByText('use only doc, docx, pdf files');
    expect(cv.getAttribute('aria-describedby')).toContain(hint.id);
  });

  it('checks the e-mail only when filled, and the CV type', async () => {
    dialog.renderOpen();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const messages = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(messages).toEqual(['Required', 'Required', 'Required']);
    await userEvent.type(screen.getByLabelText('E-mail'), 'nope');
    await userEvent.tab();
    expect(await screen.findByText('Incorrect format')).toBeTruthy();
    await userEvent.upload(screen.getByLabelText('CV'), new File(['x'], 'photo.png', { type: 'image/png' }), {
      applyAccept: false,
    });
    const cvError = await screen.findAllByText('use only doc, docx, pdf files');
    expect(cvError).toHaveLength(2);
  });

  it('resets to closed with no vacancy name when closed', async () => {
    const store = dialog.renderOpen();
    await userEvent.type(screen.getByLabelText('First name'), 'Олена');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }).closest('button')!);
    expect(store.get(vacancyDialogAtom)).toEqual({ isOpen: false, vacancyName: '' });
  });

  it('sends the CV as a data URL, shows the CV text for 18 s after sending finishes, then the empty form', async () => {
    const gateway = dialog.renderOnGateway();
    await userEvent.type(screen.getByLabelText('First name'), 'Олена');
    await userEvent.type(screen.getByLabelText('Phone'), '0661234567');
    await userEvent.upload(screen.getByLabelText('CV'), new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    await expect.poll(() => screen.getByRole('button', { name: 'Send' }).getAttribute('aria-disabled')).toBe('false');
    await dialog.sendOnFakeTime('Send');
    await vi.waitFor(() => expect(gateway.sent).toHaveLength(1));
    expect(gateway.sent[0]).toMatchObject({
      config: 'vacancies',
      fields: {
        firstName: 'Олена',
        phone: '38(066) 123-45-67',
        vacancyName: 'Лікар-дерматолог',
        cv: { filename: 'cv.pdf', dataUrl: `data:application/pdf;base64,${btoa('%PDF-1.4')}` },
      },
    });
    await gateway.answer(202);
    await dialog.expectShownFor18Seconds('Your CV has been sent successfully');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('CV') as HTMLInputElement).files).toHaveLength(0);
  });
});
