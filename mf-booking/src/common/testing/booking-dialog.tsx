import type { ReactElement } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider, type WritableAtom } from 'jotai';
import { IntlProvider } from 'react-intl';
import { expect, vi } from 'vitest';
import type { Locale } from '@clinic/contracts/locale';
import { MAIL_FORM_PATHS } from '@clinic/contracts/form-page';
import { messagesFor } from '@clinic/i18n/catalogue';

/** Renders one booking dialog opened with `state`, in `locale`, on a store of its own. */
export function renderDialog<TState>(
  dialog: ReactElement,
  atom: WritableAtom<TState, [TState], void>,
  state: TState,
  locale: Locale = 'uk',
) {
  const store = createStore();
  store.set(atom, state);
  render(
    <Provider store={store}>
      <IntlProvider locale={locale} messages={messagesFor(locale)}>
        {dialog}
      </IntlProvider>
    </Provider>,
  );
  return store;
}

export interface MailGatewayStub {
  /** Bodies of the POSTs to the mail forms' endpoints, in order. */
  readonly sent: Record<string, unknown>[];
  /** Answers the oldest request still waiting: 202 queued, or an error status with a JSON error. */
  answer(status?: number): Promise<void>;
}

/** Replaces fetch with a gateway that holds each mail form's post until the test answers it. */
function stubMailGateway(): MailGatewayStub {
  const sent: Record<string, unknown>[] = [];
  const waiting: ((response: Response) => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      if (!Object.values(MAIL_FORM_PATHS).some((path) => url.endsWith(path)))
        throw new Error(`unexpected request to ${url}`);
      sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return new Promise<Response>((resolve) => waiting.push(resolve));
    }),
  );
  return {
    sent,
    async answer(status = 202) {
      const body =
        status === 202 ? { id: 'outbox-1', status: 'queued' } : { error: { status, message: 'Service unavailable' } };
      const respond = waiting.shift();
      if (!respond) throw new Error('no request is waiting for an answer');
      await act(async () =>
        respond(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
      );
    },
  };
}

/** The texts every booking dialog shows alike, word for word, in each locale. */
export const DIALOG_TEXTS = {
  uk: { send: 'Надіслати', required: 'Це поле обовʼязкове', incorrect: 'Некоректний формат' },
  en: { send: 'Send', required: 'Required', incorrect: 'Incorrect format' },
} as const satisfies Record<Locale, { send: string; required: string; incorrect: string }>;

/**
 * How a dialog's tests drive it: open it as it opens with `state`, alone or in front of a stubbed mail gateway,
 * and the steps every dialog's test takes (send, let time pass, watch a result come and go).
 */
export function opener<TState>(
  dialog: ReactElement,
  atom: WritableAtom<TState, [TState], void>,
  state: TState,
  defaultLocale: Locale = 'uk',
) {
  const renderOpen = (locale: Locale = defaultLocale) => renderDialog(dialog, atom, state, locale);
  return {
    renderOpen,
    /** Stubs the gateway before the dialog renders, so every post it makes waits for the test's answer. */
    renderOnGateway(locale: Locale = defaultLocale): MailGatewayStub {
      const gateway = stubMailGateway();
      renderOpen(locale);
      return gateway;
    },
    expectEachRequiredOnSend,
    elapse,
    sendOnFakeTime,
    expectShownFor18Seconds,
  };
}

/**
 * Clicks send on the empty form in `locale`: the button looks disabled, yet the click shows each of the `fields`
 * required fields its message. Returns the messages, in the order of their fields.
 */
async function expectEachRequiredOnSend(locale: Locale, fields: number): Promise<HTMLElement[]> {
  const { send, required } = DIALOG_TEXTS[locale];
  const button = screen.getByRole('button', { name: send });
  expect(button.getAttribute('aria-disabled')).toBe('true');
  await userEvent.click(button);
  const alerts = await screen.findAllByRole('alert');
  expect(alerts.map((alert) => alert.textContent)).toEqual(Array<string>(fields).fill(required));
  return alerts;
}

/** Moves fake time on and lets React settle what it started. */
async function elapse(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Clicks send with time in the test's hands from then on, so the 18 s can be counted exactly. */
async function sendOnFakeTime(button: string): Promise<void> {
  vi.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: button }));
  await elapse(0);
}

/** A result hides 18 s after sending finishes; call right after the gateway answered. */
async function expectShownFor18Seconds(text: string): Promise<void> {
  expect(screen.getByText(text)).toBeTruthy();
  await elapse(18_000 - 1);
  expect(screen.getByText(text)).toBeTruthy();
  await elapse(1);
  expect(screen.queryByText(text)).toBeNull();
}
