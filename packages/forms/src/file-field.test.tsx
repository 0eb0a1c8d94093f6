import { describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { messagesFor } from '@clinic/i18n/catalogue';
import { FileField, type FileFieldHandle, type FileFieldProps } from './file-field.ts';
import { CV, MESSAGE } from './rules.ts';

function renderField(props: Partial<FileFieldProps> = {}, locale: 'uk' | 'en' = 'en') {
  const handle = createRef<FileFieldHandle>();
  const onChange = vi.fn();
  render(
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      <FileField
        ref={handle}
        name="cv"
        label="booking.field.cv"
        hint={MESSAGE.cvType}
        accept={CV.accept}
        value={null}
        onChange={onChange}
        onBlur={() => {}}
        required
        {...props}
      />
    </IntlProvider>,
  );
  return { handle, onChange };
}

describe('FileField', () => {
  it('is a labelled file picker that reads the hint with the input', () => {
    renderField();
    const picker = screen.getByLabelText('CV') as HTMLInputElement;
    expect(picker).toMatchObject({ name: 'cv', type: 'file', accept: CV.accept });
    expect(picker.getAttribute('aria-describedby')).toBe(screen.getByText('use only doc, docx, pdf files').id);
  });
  it('says a wrong file type in the page’s language, with no other language marked', () => {
    renderField({ error: MESSAGE.cvType }, 'uk');
    const texts = screen.getAllByText('Лише файли doc, docx або pdf');
    expect(texts.map((text) => text.getAttribute('lang'))).toEqual([null, null]);
    expect(screen.queryByText('use only doc, docx, pdf files')).toBeNull();
    cleanup();
    renderField({ error: MESSAGE.cvType });
    expect(screen.getAllByText('use only doc, docx, pdf files').map((text) => text.getAttribute('lang'))).toEqual([
      null,
      null,
    ]);
  });
  it('hands the picked file over and shows its name', async () => {
    const { onChange } = renderField({ value: { name: 'cv.pdf', type: 'application/pdf', size: 8 } });
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('CV'), file);
    expect(onChange).toHaveBeenCalledWith(file);
    expect(screen.getByText('cv.pdf')).toBeTruthy();
  });
  it('empties the picker when the form clears it', async () => {
    const { handle } = renderField();
    await userEvent.upload(screen.getByLabelText('CV'), new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    act(() => handle.current?.clear());
    expect((screen.getByLabelText('CV') as HTMLInputElement).value).toBe('');
  });
});
