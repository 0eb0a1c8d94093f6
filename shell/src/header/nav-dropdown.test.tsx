import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { IntlProvider } from 'react-intl';
import { messagesFor } from '@clinic/i18n/catalogue';
import { NavDropdown } from './nav-dropdown.tsx';

afterEach(cleanup);

function renderAboutMenu() {
  render(
    <MemoryRouter>
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <ul>
          <NavDropdown name="About us">{() => <a href="/en/vacancies">Careers</a>}</NavDropdown>
        </ul>
      </IntlProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'About us' });
}

describe('a header dropdown', () => {
  it('stays open when the pointer that opened it clicks its button, and a second click closes it', () => {
    const toggle = renderAboutMenu();
    fireEvent.mouseEnter(toggle.closest('li')!);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Careers' })).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('toggles with its button alone (keyboard or touch without hover)', () => {
    const toggle = renderAboutMenu();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
