import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { messagesFor } from '@clinic/i18n/catalogue';
import { SendResult, type SendResultProps } from './send-result.ts';

/** The result beside a button that had the focus before it showed, as a send button has. */
function renderResult(props: SendResultProps) {
  const frame = (shown: boolean) => (
    <IntlProvider locale="uk" messages={messagesFor('uk')}>
      <button type="button">Надіслати</button>
      {shown ? <SendResult {...props} /> : null}
    </IntlProvider>
  );
  const view = render(frame(false));
  screen.getByRole('button', { name: 'Надіслати' }).focus();
  view.rerender(frame(true));
  return view;
}

describe('SendResult', () => {
  it('reports a success as a status with the form’s own title and no description', () => {
    renderResult({ failed: false, form: 'order' });
    const result = screen.getByRole('status');
    expect(result.getAttribute('data-testid')).toBe('send-result');
    expect(result.className).toBe('send-result send-result--success');
    expect(result.querySelector('.send-result__title')?.textContent).toBe('Ваша заявка успішно надіслана');
    expect(result.querySelector('.send-result__desc')).toBeNull();
  });

  it('gives a form without words of its own the common title and description', () => {
    renderResult({ failed: false, form: 'payment' });
    const result = screen.getByRole('status');
    expect(result.querySelector('.send-result__title')?.textContent).toBe('Ваш запит пройшов успішно');
    expect(result.querySelector('.send-result__desc')?.textContent).toBe('Очікуйте зворотнього звʼязку');
  });

  it('announces a failure as an alert with the generic error', () => {
    renderResult({ failed: true, form: 'review' });
    const result = screen.getByRole('alert');
    expect(result.className).toBe('send-result send-result--error');
    expect(result.querySelector('.send-result__title')?.textContent).toBe('Упс, щось пішло не так!');
    expect(result.querySelector('.send-result__desc')?.textContent).toBe('Спробуйте пізніше, або звʼяжіться з нами');
  });

  it('takes the focus when asked to, as in a dialog where it replaces the send button', () => {
    renderResult({ failed: false, form: 'vacancy', focusOnMount: true });
    expect(document.activeElement).toBe(screen.getByTestId('send-result'));
  });

  it('leaves the focus where it is otherwise, and is then no focus stop', () => {
    renderResult({ failed: true, form: 'payment' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Надіслати' }));
    expect(screen.getByTestId('send-result').hasAttribute('tabindex')).toBe(false);
  });
});
