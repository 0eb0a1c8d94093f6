import type { ButtonHTMLAttributes } from 'react';
import './button.css';

type Variant = 'primary' | 'secondary' | 'link';

/** The classes that make an element look like a button: for a link that acts as one (to a page, a phone number). */
export function buttonClass(variant: Variant = 'primary', className = ''): string {
  return `ui-button ui-button--${variant} ${className}`.trim();
}

export function Button({
  variant = 'primary',
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type="button" className={buttonClass(variant, className)} {...props} />;
}
