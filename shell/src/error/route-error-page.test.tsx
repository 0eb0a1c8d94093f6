import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
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
  return renderWithProviders(<RouteErrorPage error={Object.assign(new Error('backend down'), { status: 503 })} />, {
    locale: 'en',
    url: '/en',
    content: { directions: [] },
  });
}

describe('route error page', () => {
  afterEach(() => {
    errorPage.fails = false;
    vi.restoreAllMocks();
  });

  it('shows the error page with the status and its text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderErrorPage();
    expect(await screen.findByText('503')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oops, an error occurred :(');
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('lists the site’s sections under “Didn’t find what you were looking for?” when no direction can be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderErrorPage();
    expect(await screen.findByRole('heading', { name: 'Didn’t find what you were looking for?' })).toBeTruthy();
    const links = (await screen.findAllByRole('listitem')).map((item) => {
      const link = item.querySelector('a')!;
      return [link.textContent, link.getAttribute('href')];
    });
    expect(links).toEqual([
      ['Services', '/en/posluhy'],
      ['Doctors', '/en/likari'],
      ['Prices', '/en/prices'],
      ['Our clinics', '/en/clinics'],
      ['Contacts', '/en/contacts'],
    ]);
  });

  it('falls back to plain English with a link home when the error page itself fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    errorPage.fails = true;
    await renderErrorPage();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Something went wrong');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
