import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { mountStandalone } from './standalone.tsx';

afterEach(() => {
  document.body.innerHTML = '';
});

function Throws({ error }: { error: unknown }): never {
  throw error;
}

/** A remote's standalone page at an address, as its development server answers every path. */
async function mount(url: string, children: React.ReactNode) {
  window.history.replaceState(null, '', url);
  document.documentElement.lang = 'uk';
  document.body.innerHTML = '<div id="root"></div>';
  await act(async () => {
    await mountStandalone(children);
  });
}

describe('a remote’s standalone page', () => {
  it('is in the language of its address', async () => {
    await mount('/en/clinics', <p>page</p>);
    expect(document.documentElement.lang).toBe('en');
    await mount('/klinics', <p>page</p>);
    expect(document.documentElement.lang).toBe('uk');
  });

  it('shows the not-found view for a page that finds nothing, and the error view for one that fails, with a link home', async () => {
    await mount('/en/doctors/nobody', <Throws error={{ status: 404, message: 'Not found' }} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home page' }).getAttribute('href')).toBe('/en');

    await mount('/likari', <Throws error={new Error('the API is down')} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Упс, сталася помилка :(' })).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На головну' }).getAttribute('href')).toBe('/');
  });
});
