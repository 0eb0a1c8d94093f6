import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { IntlProvider } from 'react-intl';
import { Provider } from 'jotai';
import { createRequestStore } from '@clinic/state/content-store';
import { staticLoader } from '@clinic/state/static-loader';
import { messagesFor } from '@clinic/i18n/catalogue';
import { RouteErrorPage } from './route-error-page.tsx';

const errorPage = vi.hoisted(() => ({ fails: false }));

vi.mock('./error-page.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./error-page.tsx')>();
  return {
    ErrorPage: (props: { status: number }) => {
      if (errorPage.fails) throw new Error('the error page itself broke');
      return actual.ErrorPage(props);
    },
  };
});

function renderErrorPage() {
  // The directions list below the text reads the store's content.
  const store = createRequestStore({ locale: 'en', loader: staticLoader({ directions: [] }) });
  render(
    <Provider store={store}>
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <MemoryRouter initialEntries={['/en']}>
          <RouteErrorPage error={Object.assign(new Error('backend down'), { status: 503 })} />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
}

describe('route error page', () => {
  afterEach(() => {
    cleanup();
    errorPage.fails = false;
    vi.restoreAllMocks();
  });

  it('shows the error page with the status and its text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderErrorPage();
    expect(await screen.findByText('503')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oops, an error occurred :(');
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('falls back to plain English with a link home when the error page itself fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    errorPage.fails = true;
    renderErrorPage();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Something went wrong');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
