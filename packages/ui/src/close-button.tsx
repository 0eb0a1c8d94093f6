import type { ButtonHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import './close-button.css';

export interface CloseButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** Its accessible name when "Close" alone would not say what it closes (the menu). */
  label?: string;
}

/** The "×" that closes a dialog, a notice or the menu; the place's own class says where it sits and how big it is. */
export function CloseButton({ label, className = '', ...props }: CloseButtonProps) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={`ui-close-button ${className}`.trim()}
      aria-label={label ?? intl.formatMessage({ id: 'dialog.close' })}
      {...props}
    >
      ×
    </button>
  );
}
