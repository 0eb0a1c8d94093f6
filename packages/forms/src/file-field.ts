import { createElement, Fragment, useImperativeHandle, useRef, type ChangeEvent, type Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormField } from './form-field.ts';
import type { FileLike } from './rules.ts';

/** A file input's value cannot be set, only emptied: the form empties the picker through this when it resets. */
export interface FileFieldHandle {
  clear(): void;
}

export interface FileFieldProps {
  name: string;
  /** Catalogue keys of the visible label and of the hint read with the picker (e.g. the accepted types). */
  label: string;
  hint?: string;
  /** The input's `accept`: the file types the picker offers. */
  accept: string;
  /** A catalogue key, as the valibot rules give it. */
  error?: string | undefined;
  required?: boolean;
  value: FileLike | null | undefined;
  onChange: (file: File | null) => void;
  onBlur: () => void;
  ref?: Ref<FileFieldHandle>;
}

/**
 * A labelled file picker that shows the name of the file picked.
 * Written without JSX: the package's export map resolves `.ts` files for every bundler.
 */
export function FileField({
  name,
  label,
  hint,
  accept,
  error,
  required,
  value,
  onChange,
  onBlur,
  ref,
}: FileFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({
    clear: () => {
      if (input.current) input.current.value = '';
    },
  }));
  return createElement(FormField, {
    name,
    label: createElement(FormattedMessage, { id: label }),
    error,
    hint,
    required,
    children: (control) =>
      createElement(
        Fragment,
        null,
        createElement('input', {
          ...control,
          ref: input,
          type: 'file',
          name,
          accept,
          onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null),
          onBlur,
        }),
        value ? createElement('span', { className: 'form-field__file-name' }, value.name) : null,
      ),
  });
}
