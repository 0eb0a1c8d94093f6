import { useImperativeHandle, useRef, type Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormField } from '@clinic/forms/form-field';
import { CV, MESSAGE, type FileLike } from '@clinic/forms/rules';

export interface CvFieldProps {
  name: string;
  error?: string | undefined;
  onChange: (file: File | null) => void;
  onBlur: () => void;
  /** Lets the dialog empty the picker when it resets. */
  ref?: Ref<{ clear(): void; focus(): void }>;
  value: FileLike | null | undefined;
}

/** The CV picker: pdf, doc or docx, with the spec's hint read along with the input. */
export function CvField({ name, error, onChange, onBlur, ref, value }: CvFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({
    clear: () => {
      if (input.current) input.current.value = '';
    },
    focus: () => input.current?.focus(),
  }));
  return (
    <FormField name={name} label={<FormattedMessage id="booking.field.cv" />} error={error} hint={MESSAGE.cvType} required>
      {(control) => (
        <>
          <input {...control} ref={input} type="file" name={name} accept={CV.accept} onChange={(event) => onChange(event.target.files?.[0] ?? null)} onBlur={onBlur} />
          {value ? <span className="booking-cv__name">{value.name}</span> : null}
        </>
      )}
    </FormField>
  );
}
