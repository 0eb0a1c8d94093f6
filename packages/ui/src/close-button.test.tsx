import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { CloseButton } from './close-button.tsx';

function renderInEnglish(button: ReactNode) {
  return render(
    <IntlProvider locale="en" messages={{ 'dialog.close': 'Close' }}>
      {button}
    </IntlProvider>,
  );
}

describe('CloseButton', () => {
  it('is named "Close" and calls onClick when pressed', async () => {
    const onClick = vi.fn();
    renderInEnglish(<CloseButton onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveProperty('type', 'button');
    expect(button.textContent).toBe('×');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes the name of what it closes and keeps the place’s class', () => {
    renderInEnglish(<CloseButton label="Close the menu" className="drawer__close" />);
    expect(screen.getByRole('button', { name: 'Close the menu' }).className).toBe('ui-close-button drawer__close');
  });

  it('submits its form when asked to', () => {
    renderInEnglish(
      <form>
        <CloseButton type="submit" value="close" />
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveProperty('type', 'submit');
  });
});
