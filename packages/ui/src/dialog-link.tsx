import type { AnchorHTMLAttributes, KeyboardEvent, MouseEvent } from 'react';
import './button.css';
import { buttonClass } from './button.tsx';

/** `plain`: none of the button styles, for a control styled where it sits (the header's navigation). */
type Variant = 'primary' | 'secondary' | 'link' | 'plain';

export interface DialogLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> {
  /** The page that holds the dialog's form, for a browser that runs no script. */
  href: string;
  /** Opens the dialog. */
  onOpen: () => void;
  variant?: Variant;
}

/** A click the browser should handle itself: another tab or window, a download. */
function wantsBrowser(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A button that opens a dialog, written as a link to the page holding the dialog's form: without
 * scripts the browser follows it, with scripts a click or Enter/Space opens the dialog. Its role is
 * button, as that is what it does whenever it can; a click before the page has hydrated is held and
 * replayed like any button's.
 */
export function DialogLink({
  href,
  onOpen,
  variant = 'primary',
  className = '',
  onKeyDown,
  ...props
}: DialogLinkProps) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (wantsBrowser(event)) return;
    event.preventDefault();
    onOpen();
  };
  const keyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    onKeyDown?.(event);
    // A link answers Enter by itself (a click); a button answers Space too.
    if (event.defaultPrevented || event.key !== ' ') return;
    event.preventDefault();
    onOpen();
  };
  return (
    // The link's content is its children, which the rule cannot see through the props.
    // eslint-disable-next-line jsx-a11y-x/anchor-has-content
    <a
      role="button"
      href={href}
      className={variant === 'plain' ? className.trim() : buttonClass(variant, className)}
      onClick={open}
      onKeyDown={keyDown}
      {...props}
    />
  );
}
