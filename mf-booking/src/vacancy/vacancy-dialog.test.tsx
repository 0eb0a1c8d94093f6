import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { messagesFor } from '@clinic/i18n/catalogue';
import { vacancyDialogAtom } from '@clinic/state/dialogs';
import { VacancyDialog } from './vacancy-dialog.tsx';

afterEach(cleanup);

function renderOpen() {
  const store = createStore();
  store.set(vacancyDialogAtom, { isOpen: true, vacancyName: 'Лікар-дерматолог' });
  render(
    <Provider store={store}>
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <VacancyDialog />
      </IntlProvider>
    </Provider>,
  );
  return store;
}

describe('VacancyDialog', () => {
  it('is titled "Fill the form to join us" and shows the vacancy', () => {
    renderOpen();
    expect(screen.getByRole('heading').textContent).toBe('Fill the form to join us');
    expect(screen.getByText('Лікар-дерматолог')).toBeTruthy();
  });

  it('names every field and reads the CV hint with the picker', () => {
    renderOpen();
    expect(screen.getByLabelText('E-mail')).toMatchObject({ name: 'email', autocomplete: 'email', type: 'email' });
    expect(screen.getByLabelText('Comment')).toMatchObject({ name: 'comment' });
    const cv = screen.getByLabelText('CV') as HTMLInputElement;
    expect(cv).toMatchObject({ name: 'cv', type: 'file' });
    const hint = screen.getByText('use only doc, docx, pdf files');
    expect(cv.getAttribute('aria-describedby')).toContain(hint.id);
  });

  it('checks the e-mail only when filled, and the CV type', async () => {
    renderOpen();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const messages = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(messages).toEqual(['Required', 'Required', 'Required']);
    await userEvent.type(screen.getByLabelText('E-mail'), 'nope');
    await userEvent.tab();
    expect(await screen.findByText('Incorrect format')).toBeTruthy();
    await userEvent.upload(screen.getByLabelText('CV'), new File(['x'], 'photo.png', { type: 'image/png' }), { applyAccept: false });
    const cvError = await screen.findAllByText('use only doc, docx, pdf files');
    expect(cvError).toHaveLength(2);
  });

  it('resets to closed with no vacancy name when closed', async () => {
    const store = renderOpen();
    await userEvent.type(screen.getByLabelText('First name'), 'Олена');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }).closest('button')!);
    expect(store.get(vacancyDialogAtom)).toEqual({ isOpen: false, vacancyName: '' });
  });
});
