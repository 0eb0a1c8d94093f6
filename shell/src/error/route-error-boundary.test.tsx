import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useNavigate } from 'react-router-dom';
import { IntlProvider } from 'react-intl';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { createRequestStore } from '@clinic/state/content-store';
import { staticLoader } from '@clinic/state/static-loader';
import { messagesFor } from '@clinic/i18n/catalogue';
import { pageNotFound } from '@clinic/contracts/remote-modules';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

// The real layout brings the header's remotes; the boundary's part is choosing it.
vi.mock('../layout/default-layout.tsx', () => ({
  DefaultLayout: ({ children }: { children?: ReactNode }) => <div data-testid="default-layout">{children}</div>,
}));

let navigate: ReturnType<typeof useNavigate> = () => {};
function Navigator() {
  navigate = useNavigate();
  return null;
}

function MissingItemPage(): never {
  throw pageNotFound();
}

async function renderRoutes(answeredError?: { status: number }) {
  const store = createRequestStore({ locale: 'en', loader: staticLoader({ directions: [] }) });
  // The error page's directions list suspends on the store's content once.
  await act(async () => {
    render(
      <Provider store={store}>
        <IntlProvider locale="en" messages={messagesFor('en')}>
          <MemoryRouter initialEntries={['/en/blog']}>
            <Navigator />
            <Routes>
              <Route
                element={
                  <RouteErrorBoundary answeredError={answeredError}>
                    <main data-testid="promo-layout">
                      <Outlet />
                    </main>
                  </RouteErrorBoundary>
                }
              >
                <Route path="/en/blog" element={<h1>Blog</h1>} />
                <Route path="/en/missing" element={<MissingItemPage />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </IntlProvider>
      </Provider>,
    );
  });
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('route error boundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the error the gateway answered the address with, in the default layout, without rendering the page', async () => {
    await renderRoutes({ status: 404 });
    expect(await screen.findByText('404')).toBeTruthy();
    expect(screen.getByTestId('default-layout')).toBeTruthy();
    expect(screen.queryByTestId('promo-layout')).toBeNull();
  });

  it('shows the error page for a page that throws, with the status it carries, and the next page afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderRoutes();
    expect(heading()).toBe('Blog');

    await act(() => navigate('/en/missing'));
    expect(await screen.findByText('404')).toBeTruthy();
    expect(screen.getByTestId('default-layout')).toBeTruthy();

    await act(() => navigate('/en/blog'));
    expect(heading()).toBe('Blog');
    expect(screen.queryByTestId('default-layout')).toBeNull();
  });
});
