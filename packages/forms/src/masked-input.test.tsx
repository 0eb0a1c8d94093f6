import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BIRTHDAY, PHONE } from '@clinic/contracts/constants';
import { MaskedInput } from './masked-input.ts';
import { isValidPhone } from './rules.ts';

function Harness({ mask, initial = '' }: { mask: string; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="field">Field</label>
      <MaskedInput id="field" name="phone" mask={mask} value={value} onValueChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('MaskedInput', () => {
  it('shapes typed digits as 38(###) ###-##-##', async () => {
    render(<Harness mask={PHONE.mask} />);
    await userEvent.type(screen.getByLabelText('Field'), '0501234567');
    const value = screen.getByTestId('value').textContent ?? '';
    expect(value).toBe('38(050) 123-45-67');
    expect(value).toHaveLength(17);
    expect(isValidPhone(value)).toBe(true);
  });
  it('accepts the digits typed with the country code too', async () => {
    render(<Harness mask={PHONE.mask} />);
    await userEvent.type(screen.getByLabelText('Field'), '380501234567');
    expect(screen.getByTestId('value').textContent).toBe('38(050) 123-45-67');
  });
  it('drops letters and extra digits', async () => {
    render(<Harness mask={PHONE.mask} />);
    await userEvent.type(screen.getByLabelText('Field'), '05a0123456789');
    expect(screen.getByTestId('value').textContent).toBe('38(050) 123-45-67');
  });
  it.each(['+380501234567', '+38 (050) 123-45-67', '050 123 45 67', '0501234567', '501234567'])(
    'takes %s typed or pasted as 38(050) 123-45-67',
    async (written) => {
      render(<Harness mask={PHONE.mask} />);
      await userEvent.type(screen.getByLabelText('Field'), written);
      expect(screen.getByTestId('value').textContent).toBe('38(050) 123-45-67');
      cleanup();
      render(<Harness mask={PHONE.mask} />);
      await userEvent.click(screen.getByLabelText('Field'));
      await userEvent.paste(written);
      expect(screen.getByTestId('value').textContent).toBe('38(050) 123-45-67');
    },
  );
  it('shapes a birthday as ##.##.####', async () => {
    render(<Harness mask={BIRTHDAY.mask} />);
    await userEvent.type(screen.getByLabelText('Field'), '01021990');
    expect(screen.getByTestId('value').textContent).toBe('01.02.1990');
  });
  it('keeps the name for the browser form', () => {
    render(<Harness mask={PHONE.mask} />);
    expect(screen.getByLabelText('Field').getAttribute('name')).toBe('phone');
  });
});
