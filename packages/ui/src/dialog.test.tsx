import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Dialog } from './dialog.tsx';

/** A trigger that opens a dialog; with `unmountOnClose` closing takes the dialog off the page (as the image viewer does). */
function Page({ unmountOnClose = false }: { unmountOnClose?: boolean }) {
  const [open, setOpen] = useState(false);
  const dialog = (
    <Dialog open={open} onClose={() => setOpen(false)} title="Viewer">
      <button type="button">Inside</button>
    </Dialog>
  );
  return (
    <IntlProvider locale="en" messages={{ 'dialog.close': 'Close' }}>
      <main id="main" tabIndex={-1}>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        {unmountOnClose ? open && dialog : dialog}
      </main>
    </IntlProvider>
  );
}

describe('Dialog', () => {
  it('gives the focus back to its trigger when it closes', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('button', { name: 'Inside' }).focus();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('gives the focus back to its trigger when it is taken off the page while open', async () => {
    render(<Page unmountOnClose />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('leaves the focus on the main content when the trigger has gone meanwhile', async () => {
    const { rerender } = render(<Page unmountOnClose />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('button', { name: 'Open' }).remove();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    rerender(<Page unmountOnClose />);
    expect(document.activeElement?.id).toBe('main');
  });
});
