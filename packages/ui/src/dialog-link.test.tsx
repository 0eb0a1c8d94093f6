import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogLink } from './dialog-link.tsx';

describe('DialogLink', () => {
  it('is a button linking to the form’s page; a click opens the dialog instead of following it', async () => {
    const onOpen = vi.fn();
    render(
      <DialogLink href="/order?note=x" onOpen={onOpen}>
        Book
      </DialogLink>,
    );
    const link = screen.getByRole('button', { name: 'Book' });
    expect(link.getAttribute('href')).toBe('/order?note=x');
    expect(link.className).toBe('ui-button ui-button--primary');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(1);
    // Space, as on a button; Enter clicks a link by itself.
    link.focus();
    await userEvent.keyboard(' ');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('leaves a click for a new tab or window to the browser', () => {
    const onOpen = vi.fn();
    render(
      <DialogLink href="/payment" onOpen={onOpen} variant="plain" className="nav-item__link">
        Pay
      </DialogLink>,
    );
    const link = screen.getByRole('button', { name: 'Pay' });
    expect(link.className).toBe('nav-item__link');
    const opened = fireEvent.click(link, { ctrlKey: true });
    expect(opened).toBe(true);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
