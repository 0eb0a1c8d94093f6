import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@clinic/dev-harness/testing/render-with-providers';
import { NavDropdown } from './nav-dropdown.tsx';

async function renderAboutMenu() {
  await renderWithProviders(
    <ul>
      <NavDropdown name="About us">{() => <a href="/en/vacancies">Careers</a>}</NavDropdown>
    </ul>,
    { locale: 'en', url: '/en' },
  );
  return screen.getByRole('button', { name: 'About us' });
}

describe('a header dropdown', () => {
  it('stays open when the pointer that opened it clicks its button, and a second click closes it', async () => {
    const toggle = await renderAboutMenu();
    fireEvent.mouseEnter(toggle.closest('li')!);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Careers' })).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('toggles with its button alone (keyboard or touch without hover)', async () => {
    const toggle = await renderAboutMenu();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
